// `npm run bench`: measures a running server (BENCH_URL, default http://localhost:3000) over loopback.
// Never part of `npm test`. Prints requests per second, latency percentiles and the GraphQL/REST ratio.
//   BENCH_URL=http://localhost:3000 BENCH_SECONDS=10 BENCH_CONNECTIONS=16 npm run bench
const base = process.env.BENCH_URL ?? 'http://localhost:3000';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);

const targets = {
  'REST GET /api/logo-url': () => fetch(`${base}/api/logo-url`),
  'GraphQL { logoUrl }': () =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ logoUrl { logoUrl } }' }),
    }),
  'REST GET /api/health/all (every check)': () => fetch(`${base}/api/health/all`),
};

async function measure(name, send) {
  for (let i = 0; i < 20; i++) await (await send()).arrayBuffer(); // warm-up
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        const res = await send().catch(() => undefined);
        await res?.arrayBuffer();
        if (!res?.ok) errors++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(2);
  const rps = latencies.length / seconds;
  console.log(`${name.padEnd(42)} ${rps.toFixed(0).padStart(7)} req/s  p50 ${p(0.5)} ms  p99 ${p(0.99)} ms  errors ${errors}`);
  return rps;
}

console.log(`BETI bench against ${base}: ${connections} connections, ${seconds} s per target\n`);
const rps = {};
for (const [name, send] of Object.entries(targets)) rps[name] = await measure(name, send);
const [rest, graphql] = [rps['REST GET /api/logo-url'], rps['GraphQL { logoUrl }']];
console.log(`\nGraphQL / REST throughput ratio for the same answer: ${(graphql / rest).toFixed(2)}`);
