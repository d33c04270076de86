// Starts the sandbox in-process: used by server.ts and by tests (port 0 picks a free port).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestListener } from './app';
import { loadPack } from './pack/load-pack';
import { TokenService } from './services/identity/tokens';
import { SandboxState } from './state';

export interface SandboxOptions {
  port: number;
  packDir: string;
  /** Seconds; default 3600. */
  accessTokenTtl?: number;
  /** Seconds; default 2592000 (30 days). */
  refreshTokenTtl?: number;
  /** Default `sandbox-events-key`. */
  eventsApiKey?: string;
  /** The site where the forms service redeems form tickets (its SITE_URL), and the key it sends there. */
  forms?: { siteUrl?: string | undefined; serviceKey?: string | undefined };
  /** Default: every interface, so `localhost` works whether it resolves to 127.0.0.1 or ::1. */
  host?: string;
  /** The moment the pack's relative dates (`@date+3d`) count from; default the start time. */
  packClock?: Date | undefined;
}

export interface RunningSandbox {
  url: string;
  packName: string;
  /** Non-fatal pack problems, for the caller to show. */
  warnings: readonly string[];
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const pack = loadPack(options.packDir, options.packClock);
  const state = new SandboxState({
    accessTtl: options.accessTokenTtl ?? 3600,
    refreshTtl: options.refreshTokenTtl ?? 2_592_000,
  });
  const tokens = await TokenService.create(state);
  const server = createServer(
    createRequestListener({
      pack,
      state,
      tokens,
      eventsApiKey: options.eventsApiKey ?? 'sandbox-events-key',
      forms: options.forms,
    }),
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port, host: options.host }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://localhost:${port}`,
    packName: pack.info.name,
    warnings: pack.warnings,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging (fault-held) and keep-alive connections would otherwise keep close() waiting.
        server.closeAllConnections();
      }),
  };
}
