/**
 * The top functions of a V8 CPU profile (a .cpuprofile from `node --cpu-prof` or bench/cpu-profile.mjs):
 * self time (samples in the function itself) and inclusive time (samples with the function anywhere on
 * the stack, each counted once however deep the recursion), as shares of all samples.
 *
 *   npx tsx bench/cpu-profile-top.ts <file.cpuprofile> [how many, 25]
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

type Frame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[] };

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('Usage: tsx bench/cpu-profile-top.ts <file.cpuprofile> [how many]');
const top = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

/** A function's name with where it lives, short enough to read (node_modules/<package>/…, or the shop's path). */
function label({ functionName, url, lineNumber }: Frame): string {
  const path = url.replace(/^file:\/\//, '');
  const where = path.includes('node_modules/')
    ? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)
    : path.startsWith('/')
      ? relative(process.cwd(), path)
      : path;
  return `${functionName || '(anonymous)'} ${where ? `${where}:${lineNumber + 1}` : ''}`.trim();
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const sample of profile.samples) {
  const leaf = byId.get(sample)!;
  const leafName = label(leaf.callFrame);
  self.set(leafName, (self.get(leafName) ?? 0) + 1);
  const seen = new Set<string>();
  for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
    const name = label(byId.get(id)!.callFrame);
    if (seen.has(name)) continue;
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
  }
}

const total = profile.samples.length;
const idle =
  (self.get('(idle)') ?? 0) + (self.get('(program)') ?? 0) + (self.get('(garbage collector)') ?? 0);
console.log(
  `${total} samples; (idle) ${pct(self.get('(idle)'))}, (program) ${pct(self.get('(program)'))}, ` +
    `(garbage collector) ${pct(self.get('(garbage collector)'))}; shares below are of all samples ` +
    `(${pct(total - idle)} were in JavaScript or native code it called)`,
);
function pct(n = 0) {
  return `${((n / total) * 100).toFixed(1)} %`;
}
for (const [title, counts] of [
  ['Self time', self],
  ['Inclusive time', inclusive],
] as const) {
  console.log(`\n${title}:`);
  for (const [name, n] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${pct(n).padStart(7)}  ${name}`);
  }
}
