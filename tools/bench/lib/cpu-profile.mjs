// Reads a V8 .cpuprofile (node --cpu-prof) and answers where the time went: self time per function
// and per package (node_modules/<name>, node: internals, or the project's own folders), in ms and %.
//   node tools/bench/lib/cpu-profile.mjs <file.cpuprofile> [top=25]
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The package or folder a script URL belongs to. */
export function ownerOf(url) {
  if (!url) return '(native/gc)';
  if (url.startsWith('node:')) return 'node internals';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const m = url.match(/\/(libs|apps|tools)\/([^/]+)\/(?:src\/)?([^/]+)/);
  return m ? `${m[1]}/${m[2]}/${m[3]}` : url;
}

/**
 * Self time (ms) per function and per owner, largest first; only the samples taken at or after
 * `fromMicros` (the monotonic clock in µs, as process.hrtime gives it: e.g. after a warm-up) when given.
 */
export function summariseProfile(profile, fromMicros = 0) {
  const self = new Map(profile.nodes.map((n) => [n.id, 0]));
  const { samples, timeDeltas } = profile;
  let at = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    at += timeDeltas[i] ?? 0;
    if (at >= fromMicros) self.set(samples[i], self.get(samples[i]) + (timeDeltas[i] ?? 0) / 1000);
  }
  const byFunction = new Map();
  const byOwner = new Map();
  let total = 0;
  for (const node of profile.nodes) {
    const ms = self.get(node.id);
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    total += ms;
    const owner = ownerOf(url);
    const fn = `${functionName || '(anonymous)'} ${owner}:${lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
  }
  const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]);
  return { total, byFunction: sorted(byFunction), byOwner: sorted(byOwner) };
}

export function printProfile(profile, top = 25) {
  const { total, byFunction, byOwner } = summariseProfile(profile);
  const pct = (ms) => `${((100 * ms) / total).toFixed(1)}%`;
  console.log(`busy ${total.toFixed(0)} ms (idle and "(program)" left out)`);
  console.table(byOwner.slice(0, top).map(([owner, ms]) => ({ owner, 'self ms': ms.toFixed(0), share: pct(ms) })));
  console.table(byFunction.slice(0, top).map(([fn, ms]) => ({ function: fn, 'self ms': ms.toFixed(0), share: pct(ms) })));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printProfile(JSON.parse(readFileSync(process.argv[2], 'utf8')), Number(process.argv[3] ?? 25));
}
