export type { ExportDetail, ExportStructure, MethodName, MethodParams, MethodResult } from '@tmt/contract';
export { type BatchAnswer, type BatchCall, type CallOptions, TmtClient, type TmtClientOptions } from './client';
export { TmtRpcError, TmtTaskError, TmtTransportError } from './rpc-error';
export { type WaitOptions, waitForTask } from './wait-for-task';
