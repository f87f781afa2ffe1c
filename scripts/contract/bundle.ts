import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

mkdirSync('build', { recursive: true });
execFileSync(
  'npx',
  [
    'redocly',
    'bundle',
    'openapi/openapi.yaml',
    '--output',
    'build/openapi.bundled.json',
    '--ext',
    'json',
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
