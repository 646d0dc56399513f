// Writes .br (quality 11) and .gz (level 9) next to every compressible file of the client build, once at
// build time; @fastify/static serves them (preCompressed) instead of compressing on every request at the
// low quality live compression must use. Hashed assets never change, so this work is done once.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'build/app/client';
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html)$/;

let count = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (COMPRESSIBLE.test(name) && statSync(path).size >= 1024) {
      const data = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      count++;
    }
  }
}
walk(root);
console.log(`precompress: ${count} files in ${root}`);
