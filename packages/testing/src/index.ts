export { openTestDatabase } from './database';
export { runJobsOnce } from './jobs';
export { createTestTenant, createTestUser, type TestUser, testSecret, testSecretText } from './tenants';
export {
  createOwnDatabase,
  killWorkerProcesses,
  servedAt,
  startServerProcess,
  startWorkerProcess,
  type WorkerProcess,
} from './worker-process';
