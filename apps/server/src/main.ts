import { loadConfig } from './config';
import { logInsteadOfExiting } from './last-resort';
import { logger } from './logger';
import { startTmt } from './start';

const config = loadConfig();
const tmt = await startTmt(config);
// Only once serving: a failed start must still end the process.
logInsteadOfExiting(logger);

const lines = [
  '',
  `  TMT is running on ${tmt.url}`,
  `    docs      ${tmt.url}/docs/`,
  `    console   ${tmt.url}/app/`,
  `    JSON-RPC  POST ${tmt.url}/api/v2/rpc`,
  config.host === '127.0.0.1' && !process.env.HOST
    ? '    listens   on 127.0.0.1 only: dev mode signs anyone in (set HOST=0.0.0.0 to serve other machines)'
    : `    listens   on ${config.host}`,
  config.databaseUrl ? '    database  DATABASE_URL' : `    database  embedded PostgreSQL in ${config.dataDir}/postgres`,
];
if (tmt.demoToken) {
  lines.push(
    '',
    '  Bearer token for the demo user (tenant demo):',
    `  ${tmt.demoToken}`,
    '',
    '  Try it:',
    `  curl -s ${tmt.url}/api/v2/rpc -H "Authorization: Bearer ${tmt.demoToken}" \\`,
    `    -H 'Content-Type: application/json' -d '{"jsonrpc":"2.0","id":1,"method":"LOAD_PROJECTS_BY_TENANT","params":{}}'`,
  );
}
console.log(`${lines.join('\n')}\n`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    // SIGTERM comes from an orchestrator or a rolling restart: drain first. Ctrl-C in a terminal stops at once.
    await tmt.stop({ drainMs: signal === 'SIGTERM' ? config.shutdownDrainMs : 0 });
    process.exit(0);
  });
}
