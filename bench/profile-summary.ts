import fs from 'node:fs';
import path from 'node:path';

// `npm run bench:profile -- <file.cpuprofile> [top] [window seconds]`: where a CPU profile of the
// server (BENCH_PROF=1 npm run bench, written to /tmp/prof) spends its busy time: self time by
// package / folder and by function, and inclusive time of the app's own functions. With a window
// (e.g. 8), only the busiest stretch of that many seconds counts: the load, without the start-up,
// the sign-ins and the idle time around it.

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

function area(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native code)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return url;
  const src = /\/(src\/[^/]+\/[^/]+)/.exec(url);
  return src ? src[1]! : path.basename(url);
}

/** [first, last) sample indexes of the busiest stretch of `seconds`. */
function busiestWindow(profile: Profile, isIdle: (id: number) => boolean, seconds: number): [number, number] {
  const limit = seconds * 1e6;
  let best: [number, number] = [0, profile.samples.length];
  let bestBusy = -1;
  let busy = 0;
  let span = 0;
  let from = 0;
  for (let to = 0; to < profile.samples.length; to++) {
    const delta = profile.timeDeltas[to] ?? 0;
    span += delta;
    if (!isIdle(profile.samples[to]!)) busy += delta;
    while (span > limit && from < to) {
      const old = profile.timeDeltas[from] ?? 0;
      span -= old;
      if (!isIdle(profile.samples[from]!)) busy -= old;
      from++;
    }
    if (busy > bestBusy) {
      bestBusy = busy;
      best = [from, to + 1];
    }
  }
  return best;
}

export function summarise(file: string, top = 25, windowSeconds = 0): string {
  const full = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(full.nodes.map((node) => [node.id, node]));
  const isIdle = (id: number) => byId.get(id)!.callFrame.functionName === '(idle)';
  const [first, last] = windowSeconds > 0 ? busiestWindow(full, isIdle, windowSeconds) : [0, full.samples.length];
  const profile: Profile = { ...full, samples: full.samples.slice(first, last), timeDeltas: full.timeDeltas.slice(first, last) };
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const wall = [...self.values()].reduce((a, b) => a + b, 0);
  // Shares of the time the thread was busy: a server profile spans its start and idle stretches.
  const total = [...self.entries()].filter(([id]) => !isIdle(id)).reduce((a, [, time]) => a + time, 0);
  const byFunction = new Map<string, number>();
  const byArea = new Map<string, number>();
  for (const [id, time] of self) {
    if (isIdle(id)) continue;
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    const where = area(url, functionName);
    const name = `${functionName || '(anonymous)'} ${url ? `${where}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    byArea.set(where, (byArea.get(where) ?? 0) + time);
  }
  // Inclusive time of the app's own functions (src/): each sample counts once for every function on its stack.
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    if (isIdle(id)) return;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const { functionName, url, lineNumber } = byId.get(at)!.callFrame;
      if (!/\/src\//.test(url) || url.includes('node_modules')) continue;
      const name = `${functionName || '(anonymous)'} ${url.slice(url.indexOf('/src/') + 1)}:${lineNumber + 1}`;
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
    }
  });
  const rows = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, time]) => `${((100 * time) / total).toFixed(1).padStart(5)}%  ${name}`);
  return [`${path.basename(file)}: ${(wall / 1e6).toFixed(1)} s sampled${windowSeconds > 0 ? ` (the busiest ${windowSeconds} s)` : ''}, ${(total / 1e6).toFixed(1)} s busy (shares below are of the busy time)`, '', 'self time by package / folder:', ...rows(byArea), '', 'self time by function:', ...rows(byFunction), '', 'inclusive time of functions in src/:', ...rows(inclusive)].join('\n');
}

if (process.argv[2]) console.log(summarise(process.argv[2], Number(process.argv[3] ?? 25), Number(process.argv[4] ?? 0)));
