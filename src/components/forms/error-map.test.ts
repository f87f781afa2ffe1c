import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { contractErrorMap, type FieldDescription } from './error-map';

const fields: Record<string, FieldDescription> = {
  name: { label: '名称', kind: 'text' },
  code: { label: '编码', kind: 'text' },
  speed: { label: '车速', kind: 'text' },
  modelId: { label: '车型', kind: 'choice' },
  kind: { label: '类型', kind: 'text' },
  lines: { label: '信号列表', kind: 'text' },
};
const schema = z.object({
  name: z.string().min(1).max(4),
  code: z
    .string()
    .min(3)
    .regex(/^[A-Z]+$/)
    .optional(),
  speed: z.int().min(0).max(300).optional(),
  modelId: z.int().min(1),
  kind: z.enum(['a', 'b']).optional(),
  lines: z.array(z.string()).min(1).max(2).optional(),
});
const messages = (input: unknown) => {
  const result = schema.safeParse(input, {
    error: contractErrorMap((path) => fields[String(path[0])] ?? { label: '?', kind: 'text' }),
  });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('contractErrorMap', () => {
  it('asks for a missing text and a missing choice by the field label', () => {
    expect(messages({ name: '', modelId: 0 })).toEqual({
      name: '请输入名称',
      modelId: '请选择车型',
    });
    expect(messages({ name: undefined, modelId: undefined })).toEqual({
      name: '请输入名称',
      modelId: '请选择车型',
    });
  });

  it('names the contract limit of a too long or too short text', () => {
    expect(messages({ name: '一二三四五', modelId: 1 })).toEqual({ name: '名称不能超过 4 个字符' });
    expect(messages({ name: 'a', code: 'AB', modelId: 1 })).toEqual({
      code: '编码不能少于 3 个字符',
    });
  });

  it('says a pattern, a range and an enumeration were broken', () => {
    expect(messages({ name: 'a', code: 'abc', modelId: 1 })).toEqual({ code: '编码格式不正确' });
    expect(messages({ name: 'a', speed: 301, modelId: 1 })).toEqual({ speed: '车速不能大于 300' });
    expect(messages({ name: 'a', speed: -1, modelId: 1 })).toEqual({ speed: '车速不能小于 0' });
    expect(messages({ name: 'a', speed: 'x', modelId: 1 })).toEqual({ speed: '车速格式不正确' });
    expect(messages({ name: 'a', kind: 'c', modelId: 1 })).toEqual({ kind: '请选择类型' });
  });

  it('asks for a list typed as text, one item a line, as for text', () => {
    expect(messages({ name: 'a', modelId: 1, lines: [] })).toEqual({ lines: '请输入信号列表' });
    expect(messages({ name: 'a', modelId: 1, lines: ['a', 'b', 'c'] })).toEqual({
      lines: '信号列表最多选择 2 项',
    });
  });
});
