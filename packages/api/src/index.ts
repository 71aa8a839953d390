export { type Context, type ContextInput, createContextInner } from './context';
export { handleJsonRpc, type JsonRpcHandlerOptions, type JsonRpcRequestDeps, methodTable } from './jsonrpc/handle';
export { buildMethodTable } from './jsonrpc/method-table';
export { errorResponse, type JsonRpcError, type JsonRpcResponse, protocolError } from './jsonrpc/protocol';
export { internalRpcError, knownRpcError, toRpcError } from './jsonrpc/to-rpc-error';
export { type AppRouter, appRouter } from './router';
export { toTrpcError } from './to-trpc-error';
export type { Meta } from './trpc';
export { ContextFailure, describeTrpcError } from './trpc-error-shape';
