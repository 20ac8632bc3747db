// Writes a Brotli copy (<file>.br, quality 11) beside each text file of the built client that is worth it
// (issue 19): server/web/client.ts sends it to browsers that accept br, about a sixth smaller than the gzip it
// makes on the fly for the others. Run by `npm run build:client` after the prerender.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { ROOT } from './ensure-built.mjs';

const TEXT = /\.(?:m?js|css|html|svg|json|webmanifest|txt|map)$/;
const MIN_BYTES = 1024;
const dir = join(ROOT, 'dist', 'client');
let files = 0;
let before = 0;
let after = 0;
const walk = (folder) => {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (TEXT.test(entry.name) && !entry.name.endsWith('.map') && statSync(path).size >= MIN_BYTES) {
      const body = readFileSync(path);
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      if (br.length >= body.length) continue;
      writeFileSync(`${path}.br`, br);
      files += 1;
      before += body.length;
      after += br.length;
    }
  }
};
walk(dir);
console.log(`brotli: ${files} files, ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB`);
