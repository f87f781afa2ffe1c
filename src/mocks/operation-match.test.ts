import { describe, expect, it } from 'vitest';

import { operations } from '../api/generated/operations';
import { isApiRequest, matchOperation } from './operation-match';

const request = (method: string, path: string) =>
  new Request(`http://localhost${path}`, { method });

describe('operation matching', () => {
  it('finds every contract operation from a concrete request', () => {
    for (const op of operations) {
      const path = `${op.base}${op.path.replace(/\{[^}]+\}/g, '7')}`;
      const found = matchOperation(request(op.method, path));
      expect(found?.method).toBe(op.method);
      expect(found && `${found.base}${found.path.replace(/\{[^}]+\}/g, '7')}`).toBe(path);
    }
  });

  it('tells platform calls from the app files', () => {
    expect(isApiRequest(request('GET', '/api/util/enums'))).toBe(true);
    expect(isApiRequest(request('GET', '/zd-proxy/api/x'))).toBe(true);
    expect(isApiRequest(request('GET', '/src/api/http-client.ts'))).toBe(false);
    expect(matchOperation(request('GET', '/src/api/user/current'))).toBeUndefined();
  });
});
