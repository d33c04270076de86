// Loaded into the server by `npm run profile` (node --import): SIGUSR2 starts the V8 CPU profiler, the
// next SIGUSR2 stops it and writes the profile to CPU_PROFILE_FILE, so only the measured requests are in it.
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

const session = new Session();
session.connect();
let running = false;

process.on('SIGUSR2', async () => {
  if (!running) {
    running = true;
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 500 });
    await session.post('Profiler.start');
    return;
  }
  running = false;
  const { profile } = await session.post('Profiler.stop');
  // Written aside and renamed, so the reader never sees half a file.
  const file = process.env.CPU_PROFILE_FILE ?? 'render.cpuprofile';
  writeFileSync(`${file}.part`, JSON.stringify(profile));
  renameSync(`${file}.part`, file);
});
