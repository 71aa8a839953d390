export * from './area-info';
export * from './error-codes';
export * from './generate';
