import { main } from './cli';

// `npx @tmt/client junit report.xml --run R_3`: see `npx @tmt/client --help`.
process.exitCode = await main(
  process.argv.slice(2),
  process.env,
  (line) => process.stdout.write(`${line}\n`),
  (text) => process.stderr.write(text),
);
