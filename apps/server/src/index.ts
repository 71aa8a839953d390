export { type AppDeps, createApp } from './app';
export { type Config, loadConfig } from './config';
export { logger } from './logger';
export { type RunningTmt, startTmt } from './start';
