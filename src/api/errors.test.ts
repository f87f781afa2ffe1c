import { describe, expect, it } from 'vitest';

import { messages } from '@/strings/common';

import { ApiError, failureText } from './errors';

const fallback = '删除失败';

describe('failureText', () => {
  it.each([
    ['business', '固件正在被升级任务使用'],
    ['http', messages.serverError],
    ['timeout', messages.networkTimeout],
    ['network', messages.networkTimeout],
    ['schema', messages.invalidResponse],
  ] as const)('shows the message of a %s ApiError', (kind, message) => {
    expect(failureText(new ApiError(kind, message), fallback)).toBe(message);
  });

  it('keeps the message of an ApiError even when it is empty', () => {
    expect(failureText(new ApiError('business', ''), fallback)).toBe('');
  });

  it.each([
    ['a plain Error', new Error('boom')],
    ['a string', 'boom'],
    ['null', null],
    ['undefined', undefined],
  ])('falls back for %s', (_, error) => {
    expect(failureText(error, fallback)).toBe(fallback);
  });

  it('passes a null or undefined fallback through', () => {
    expect(failureText(new Error('boom'), null)).toBeNull();
    expect(failureText(new Error('boom'), undefined)).toBeUndefined();
    expect(failureText(new ApiError('business', '名称已存在'), null)).toBe('名称已存在');
  });
});
