export { openTestDatabase } from './database';
export { createTestTenant, createTestUser, type TestUser, testSecret, testSecretText } from './tenants';
