// Build step 4 of 4 (after the prerender): writes each text file's brotli (.br) and gzip (.gz) forms beside
// it, and .precompressed.json with the SHA-256 of the bytes they were made from. The server serves them
// instead of compressing every file again at each start (about a CPU-second of brotli per process); a
// file whose bytes no longer match its entry is compressed by the server as before.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The built app, or the directory given (the server's tests). */
const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url));
/** Text formats worth compressing; the server decides again which it compresses. */
const TEXT = /\.(html|js|mjs|css|json|webmanifest|map|svg|txt|xml)$/i;
const MIN_BYTES = 256;

const manifest = {};
let raw = 0;
let brotli = 0;
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (entry.isFile() && TEXT.test(entry.name)) {
      const body = readFileSync(full);
      if (body.length <= MIN_BYTES) continue;
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      writeFileSync(`${full}.br`, br);
      writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      manifest[`/${relative(dist, full).split(sep).join('/')}`] = createHash('sha256')
        .update(body)
        .digest('base64url');
      raw += body.length;
      brotli += br.length;
    }
  }
};
walk(dist);
writeFileSync(join(dist, '.precompressed.json'), `${JSON.stringify(manifest, null, 1)}\n`);
process.stdout.write(
  `precompress: ${Object.keys(manifest).length} files, ${Math.round(raw / 1024)} KB → ${Math.round(brotli / 1024)} KB brotli\n`,
);
