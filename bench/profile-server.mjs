// Starts the built server (dist/server/main.js) with the V8 sampling profiler attached in-process, for
// `BENCH_PROFILE=1 npm run bench`. Driven over the IPC channel of bench/run.mjs: 'profile:start' starts the
// profiler; 'profile:stop' stops it, writes `<BENCH_PROFILE_DIR>/<n>.cpuprofile` (n = 1, 2, …; Chrome DevTools
// and speedscope open it) and answers { file }. (Signals will not do: Nest's shutdown hooks listen to SIGUSR2
// and the other usual ones; and --cpu-prof would only write at a clean exit.)
import { renameSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';

const dir = process.env.BENCH_PROFILE_DIR;
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: Number(process.env.BENCH_PROFILE_INTERVAL_US ?? 250) });
let n = 0;
process.on('message', async (msg) => {
  if (msg === 'profile:start') {
    await session.post('Profiler.start');
    process.send({ started: true });
  } else if (msg === 'profile:stop') {
    const { profile } = await session.post('Profiler.stop');
    const file = join(dir, `${++n}.cpuprofile`);
    writeFileSync(`${file}.tmp`, JSON.stringify(profile));
    renameSync(`${file}.tmp`, file);
    process.send({ file });
  }
});
process.channel?.unref(); // the channel must not keep the server alive on its own
await import('../dist/server/main.js');
