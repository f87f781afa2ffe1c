// usage: tsx /tmp/why.ts file1.js file2.js ...  (in build/bench-bundle/assets)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
const OUT = 'build/bench-bundle/';
const agg = new Map<string, number>();
let totalGz = 0;
for (const f of process.argv.slice(2)) {
  const code = readFileSync(OUT + f, 'utf8');
  totalGz += gzipSync(code).length;
  const lines = code.split('\n');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(OUT + f + '.map', 'utf8')));
  const ms: { line: number; col: number; src: string }[] = [];
  map.eachMapping((m) => ms.push({ line: m.generatedLine, col: m.generatedColumn, src: m.source ?? '?' }));
  for (let i = 0; i < ms.length; i++) {
    const a = ms[i]!, b = ms[i + 1];
    const len = b && b.line === a.line ? b.col - a.col : (lines[a.line - 1]?.length ?? 0) - a.col;
    let key = a.src.replace(/^.*node_modules\//, 'nm:').replace(/^(nm:(@[^/]+\/)?[^/]+).*/, '$1');
    key = key.replace(/^(\.\.\/)+/, '');
    agg.set(key, (agg.get(key) ?? 0) + len);
  }
}
const tot = [...agg.values()].reduce((a, b) => a + b, 0);
console.log('gz total', (totalGz / 1024).toFixed(1), 'raw mapped', (tot / 1024).toFixed(1));
for (const [k, v] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 60)) console.log((v / 1024).toFixed(1).padStart(7), k);
