// Brotli and gzip copies beside every text file of a build, so a server (the console's own, or
// nginx with gzip_static/brotli_static) sends them without compressing on each request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Files worth compressing. Source maps are left alone: only developer tools fetch them. */
export const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
]);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Vite's own bookkeeping (.vite/manifest.json) is never served.
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });

/** Writes `file.br` (quality 11) and `file.gz` (level 9) beside one file. */
export const precompressFile = async (file: string): Promise<void> => {
  const data = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gz);
};

/** Compresses every text file under `dir`; returns how many files it compressed. */
export const precompressDir = async (dir: string): Promise<number> => {
  const files = walk(dir).filter((f) => TEXT_EXTENSIONS.has(extname(f)));
  // zlib's async calls run on the libuv pool, so files compress side by side.
  await Promise.all(files.map(precompressFile));
  return files.length;
};
