import { type ServiceContext, serviceContext } from '../context';
import type { RunningTask } from './run-task';

/** The service context of a running task: its transaction, its requester, English messages, no headers. */
export const taskContext = ({ em, principal }: RunningTask): ServiceContext =>
  serviceContext({ em }, { principal, locale: 'en', header: {} });
