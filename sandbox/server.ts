// Command-line entry: `npx tsx sandbox/server.ts`. Settings come from the environment:
// SANDBOX_PORT (4010), SANDBOX_PACK (sandbox/content), SANDBOX_ACCESS_TOKEN_TTL (3600 s),
// SANDBOX_REFRESH_TOKEN_TTL (2592000 s), SANDBOX_EVENTS_API_KEY (sandbox-events-key), SANDBOX_CLOCK
// (an ISO time the pack's relative dates count from instead of the start time, so that a fixture list
// reads the same every day), and the site's SITE_URL and FORMS_SERVICE_KEY, with which the forms
// service redeems form tickets.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PackError } from './pack/issues';
import { startSandbox } from './start';

function integerSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value)) {
    console.error(`Sandbox: ${name} must be an integer, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

function timeSetting(name: string): Date | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = new Date(raw);
  if (Number.isNaN(value.getTime())) {
    console.error(`Sandbox: ${name} must be an ISO date and time, got "${raw}"`);
    process.exit(1);
  }
  return value;
}

const defaultPack = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content');

async function main(): Promise<void> {
  const sandbox = await startSandbox({
    port: integerSetting('SANDBOX_PORT', 4010),
    packDir: process.env.SANDBOX_PACK || defaultPack,
    accessTokenTtl: integerSetting('SANDBOX_ACCESS_TOKEN_TTL', 3600),
    refreshTokenTtl: integerSetting('SANDBOX_REFRESH_TOKEN_TTL', 2_592_000),
    eventsApiKey: process.env.SANDBOX_EVENTS_API_KEY || 'sandbox-events-key',
    // The site it runs beside (scripts/start.mjs gives it the site's settings).
    forms: { siteUrl: process.env.SITE_URL, serviceKey: process.env.FORMS_SERVICE_KEY },
    packClock: timeSetting('SANDBOX_CLOCK'),
  });
  if (sandbox.warnings.length > 0) {
    console.warn(`Content pack warnings:\n${sandbox.warnings.map((line) => `  ${line}`).join('\n')}`);
  }
  const stop = () => {
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Printed last: a supervisor may stop the sandbox as soon as it reads this line.
  console.log(`Sandbox listening on ${sandbox.url} (pack: ${sandbox.packName})`);
}

main().catch((error: unknown) => {
  if (error instanceof PackError) console.error(error.message);
  else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
    console.error(`Sandbox: port already in use (${String(error)})`);
  else console.error('Sandbox failed to start:', error);
  process.exit(1);
});
