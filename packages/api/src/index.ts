export { type Context, type ContextInput, createContextInner } from './context';
export { handleJsonRpc, type JsonRpcHandlerOptions, type JsonRpcRequestDeps, methodTable } from './jsonrpc/handle';
export { buildMethodTable } from './jsonrpc/method-table';
export type { JsonRpcError, JsonRpcResponse } from './jsonrpc/protocol';
export { type AppRouter, appRouter, createCaller } from './router';
export type { Meta } from './trpc';
export { ContextFailure, describeTrpcError } from './trpc-error-shape';
