// Summarises a V8 .cpuprofile (from bench/profile-server.mjs): self time by package and by function.
//   node bench/profile-summary.mjs <file.cpuprofile> [top]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The package a frame belongs to: an npm package, our own build, Node's internals, or V8's pseudo-frames. */
export function packageOf(url, functionName) {
  if (!url) return functionName.startsWith('(') ? functionName : '(native/V8)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.startsWith('node:')) return 'node (core)';
  if (url.includes('/dist/server/')) return 'beti (dist/server)';
  if (url.includes('/bench/')) return 'bench';
  return url;
}

export function summarize(profile, top = 20) {
  const total = profile.timeDeltas.reduce((s, d) => s + d, 0) / 1000; // ms
  const samples = profile.nodes.reduce((s, n) => s + (n.hitCount ?? 0), 0) || 1;
  const msPerSample = total / samples;
  const byPackage = new Map();
  const byFunction = new Map();
  for (const n of profile.nodes) {
    if (!n.hitCount) continue;
    const { functionName, url, lineNumber } = n.callFrame;
    const pkg = packageOf(url, functionName);
    const ms = n.hitCount * msPerSample;
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
    const file = url ? url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/dist\//, 'dist/') : '';
    const key = `${functionName || '(anonymous)'} ${file ? `${file}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + ms);
  }
  const idle = byPackage.get('(idle)') ?? 0;
  const busy = total - idle || 1;
  // Shares of the busy time (idle is the event loop waiting, mostly on PostgreSQL).
  const sorted = (m) => [...m].filter(([name]) => name !== '(idle)').sort((a, b) => b[1] - a[1]).map(([name, ms]) => ({ name, ms, share: ms / busy }));
  return { totalMs: total, busyMs: total - idle, packages: sorted(byPackage), functions: sorted(byFunction).slice(0, top) };
}

export function formatSummary(s, top = 12) {
  const pct = (x) => `${(x * 100).toFixed(1).padStart(5)} %`;
  const lines = [`  ${Math.round(s.totalMs)} ms sampled, ${Math.round(s.busyMs)} ms busy (${Math.round((s.busyMs / s.totalMs) * 100)} %); shares of the busy time`, '  self time by package:'];
  for (const p of s.packages.slice(0, top)) lines.push(`    ${pct(p.share)}  ${p.name}`);
  lines.push('  self time by function:');
  for (const f of s.functions.slice(0, top)) lines.push(`    ${pct(f.share)}  ${f.name}`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const top = Number(process.argv[3] ?? 25);
  console.log(formatSummary(summarize(JSON.parse(readFileSync(process.argv[2], 'utf8')), top), top));
}
