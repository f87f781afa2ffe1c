import { describe, expect, it } from 'vitest';

import { generatedAreas } from './generated';

describe('generated handler index', () => {
  it('lists every generated msw file (run scripts/mocks/collect.ts after npm run generate)', () => {
    const files = Object.keys(import.meta.glob('../api/generated/endpoints/*/*.msw.ts'));
    const areas = files.map((file) => file.split('/').at(-2)).sort();
    expect([...generatedAreas].sort()).toEqual(areas);
  });
});
