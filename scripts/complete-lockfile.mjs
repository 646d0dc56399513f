// The registry reachable here serves only the packages of this machine's platform: optional native
// packages for other platforms (darwin, win32, android, …) answer 404, so npm leaves them out of
// package-lock.json, and `npm ci` then refuses the lock as "Missing: … from lock file". This adds each
// missing optional package as an entry npm may skip (optional, no tarball), which is exactly what
// npm does with them on this platform anyway. Run after changing dependencies:
//   npm install && node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8'));
const packages = lock.packages;
let added = 0;

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    // Resolve like node does: nested node_modules first, then each parent folder up to the root.
    const candidates = [];
    let base = location;
    while (true) {
      candidates.push(`${base ? `${base}/` : ''}node_modules/${name}`);
      const cut = base.lastIndexOf('/node_modules/');
      if (base === '') break;
      base = cut === -1 ? '' : base.slice(0, cut);
    }
    if (candidates.some((c) => packages[c])) continue;
    const version = range.replace(/^[\^~=]/, '');
    const stub = { version, optional: true };
    if (entry.dev) stub.dev = true;
    packages[`node_modules/${name}`] = stub;
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(path, JSON.stringify(lock, null, 2) + '\n');
console.log(`complete-lockfile: added ${added} optional entries for other platforms`);
