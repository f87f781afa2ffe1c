// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { writeLimits } from './limits.ts';
import type { SpecDocument } from './spec-types.ts';

const doc = {
  paths: {
    '/api/port/save': {
      post: {
        operationId: 'savePorts',
        responses: {},
        requestBody: {
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/PortConfig' } },
          },
        },
      },
    },
    '/api/file/upload': {
      post: {
        operationId: 'uploadFile',
        responses: {},
        requestBody: {
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { name: { type: 'string', maxLength: 64 } } },
            },
          },
        },
      },
    },
    '/api/file/list': {
      get: {
        operationId: 'listFiles',
        responses: {},
        parameters: [
          { name: 'pageSize', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100 } },
          { name: 'id', in: 'path', schema: { type: 'integer', minimum: 1 } },
          { name: 'sort', in: 'query', schema: { type: 'string' } },
        ],
      },
    },
  },
  components: {
    schemas: {
      Port: {
        type: 'object',
        properties: {
          name: { type: 'string', maxLength: 32 },
          enabled: { type: 'boolean' },
        },
      },
      PortConfig: {
        type: 'object',
        properties: {
          ports: { type: 'array', maxItems: 16, items: { $ref: '#/components/schemas/Port' } },
          tags: { type: 'array', items: { type: 'string', maxLength: 8 } },
        },
      },
    },
  },
} as unknown as SpecDocument;

const generate = () => {
  const target = join(mkdtempSync(join(tmpdir(), 'limits-')), 'limits.ts');
  writeLimits(doc, target);
  return readFileSync(target, 'utf8');
};

describe('writeLimits', () => {
  const text = generate();

  it('writes the limits of array items and of their fields', () => {
    expect(text).toContain(`export const savePortsBodyLimits = {
  ports: {
    maxItems: 16,
    items: {
      fields: {
        name: { maxLength: 32 },
      },
    },
  },
  tags: {
    items: { maxLength: 8 },
  },
} as const;`);
  });

  it('writes the limits of a multipart body', () => {
    expect(text).toContain(`export const uploadFileBodyLimits = {
  name: { maxLength: 64 },
} as const;`);
  });

  it('writes the limits of query parameters only', () => {
    expect(text).toContain(`export const listFilesQueryLimits = {
  pageSize: { minimum: 1, maximum: 100 },
} as const;`);
    expect(text).not.toContain('listFilesBodyLimits');
  });
});
