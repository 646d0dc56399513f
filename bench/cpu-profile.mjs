/* global process, console */
/**
 * Given to the server's node with `--import` (bench/orders-hot.ts does it when BENCH_CPU_PROFILE names a
 * file): the inspector's CPU profiler, started by the first SIGUSR2 and stopped by the second, which
 * writes the profile (a .cpuprofile, read by bench/cpu-profile-top.ts or Chrome's DevTools). NODE_OPTIONS
 * refuses --cpu-prof, and a signal lets the bench profile one run only, not the start nor the warm-up.
 * The sampler counts wall time on the main thread: on a busy machine a sample taken while the process
 * waited for a core is charged to the function it was in, so read shares, not milliseconds.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const file = process.env.CPU_PROFILE_FILE;
const session = new Session();
session.connect();
let running = false;

process.on('SIGUSR2', () => {
  if (!running) {
    running = true;
    session.post('Profiler.enable', () =>
      session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')),
    );
    return;
  }
  running = false;
  session.post('Profiler.stop', (error, result) => {
    if (error) console.error(error);
    else if (file) writeFileSync(file, JSON.stringify(result.profile));
  });
});
