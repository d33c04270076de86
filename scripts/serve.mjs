#!/usr/bin/env node
// The container's entry: the production server (server/main.mjs, with an instance's memory settings),
// started again whenever it dies (scripts/supervisor.mjs). SIGTERM or SIGINT stops it, then this.
import { spawn } from 'node:child_process';
import { instanceArgs } from './instance.mjs';
import { supervise } from './supervisor.mjs';

const supervised = supervise(() => spawn(process.execPath, instanceArgs(), { stdio: 'inherit' }), {
  name: `http://localhost:${process.env.PORT ?? 3000}`,
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    void supervised.stop().then(() => process.exit(0));
  });
}
