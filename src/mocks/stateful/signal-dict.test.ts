import { describe, expect, it } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';

import type { DictSignal, SigDictProblem, SigDictSummary } from '../../api/generated/model';
import { get, post } from './checked-call';

setupMockServer();

const LIST = '/api/dataset/sigDict/getSigDictList';

const page = async (query = '') =>
  (await get(`${LIST}${query}`)).data as { total: number; list: SigDictSummary[] };

const signalsOf = async (dbc: string) =>
  (await get(`/api/dataset/signal/getSignalByDict?dbc_cfg=${dbc}`)).data as DictSignal[];

const draft = (over: Record<string, unknown> = {}) => ({
  strategy_name: 'bench_speed',
  strategy_name_chn: '台架车速',
  strategy_type: 'calc',
  dbc_cfg: 'vehicle_can_small.dbc',
  sig_list: {
    sigList: [
      { signalId: 200_001, name: 'BMS_SOC_1', nameChn: '荷电状态_1', unit: '%' },
      { name: 'SocAvg', nameChn: '平均 SOC', unit: '%', formula: 'avg(BMS_SOC_1)' },
    ],
  },
  ...over,
});

const problemsOf = async (body: unknown) =>
  (await post('/api/dataset/sigDict/validateSigDict', body)).data as {
    valid: boolean;
    problems: SigDictProblem[];
  };

describe('signal dictionary mock', () => {
  it('lists a dozen seeded dictionaries, filters, searches and sorts them', async () => {
    expect((await page()).total).toBeGreaterThanOrEqual(12);
    const raw = await page('?strategy_type=raw&pageSize=100');
    expect(raw.list.every((row) => row.strategy_type === 'raw')).toBe(true);
    const full = await page('?dbc_cfg=vehicle_can_full.dbc');
    expect(full.list.map((row) => row.dbc_cfg)).toEqual(
      full.list.map(() => 'vehicle_can_full.dbc'),
    );
    expect((await page('?keyword=车速')).list.map((row) => row.strategy_name)).toContain(
      'im_l7_speed',
    );
    const byName = await page('?sortBy=strategy_name&sortOrder=asc&pageSize=100');
    const names = byName.list.map((row) => row.strategy_name);
    expect(names).toEqual([...names].sort());
  });

  it('offers the DBC configs with 10,000 and 100 deterministic signals', async () => {
    const configs = (await get('/api/dataset/signal/getDbcCfgList')).data as {
      dbc_cfg: string;
    }[];
    expect(configs.map((c) => c.dbc_cfg)).toEqual(
      expect.arrayContaining(['vehicle_can_full.dbc', 'vehicle_can_small.dbc']),
    );
    const full = await signalsOf('vehicle_can_full.dbc');
    expect(full).toHaveLength(10_000);
    expect(new Set(full.map((s) => s.name)).size).toBe(10_000);
    expect(full[0]?.name).toMatch(/^[A-Z]+_[A-Za-z]+_1$/);
    expect(await signalsOf('vehicle_can_small.dbc')).toHaveLength(100);
    expect((await signalsOf('vehicle_can_full.dbc'))[42]).toEqual(full[42]);
    const unknown = await get('/api/dataset/signal/getSignalByDict?dbc_cfg=nope.dbc');
    expect(unknown.code).not.toBe(0);
  });

  it('answers the formula templates', async () => {
    const formulas = (await get('/api/dataset/strategy/getSigFormulas')).data as {
      code: string;
    }[];
    expect(formulas.map((f) => f.code)).toEqual(expect.arrayContaining(['avg', 'diff']));
  });

  it('creates, reads, updates and deletes a dictionary', async () => {
    const created = await post('/api/dataset/signal/createSigDict', draft());
    expect(created.code).toBe(0);
    const { id } = created.data as { id: number };
    expect((await page('?keyword=bench_speed')).list.map((row) => row.id)).toEqual([id]);
    const info = (await get(`/api/dataset/signal/getSigDictInfo?id=${id}`)).data as {
      sig_list: { sigList: unknown[] };
    };
    expect(info.sig_list.sigList).toHaveLength(2);
    const updated = await post(
      '/api/dataset/signal/updateSigDict',
      draft({ id, strategy_name_chn: '台架车速（改）' }),
    );
    expect(updated.data).toMatchObject({ id, strategy_name_chn: '台架车速（改）' });
    expect((await post('/api/dataset/sigDict/deleteSigDict', { ids: [id] })).code).toBe(0);
    expect((await get(`/api/dataset/signal/getSigDictInfo?id=${id}`)).code).not.toBe(0);
  });

  it('refuses a body outside the contract and a duplicate name', async () => {
    const bad = await post('/api/dataset/signal/createSigDict', { strategy_name: 'x' });
    expect(bad.code).not.toBe(0);
    const taken = await post(
      '/api/dataset/signal/createSigDict',
      draft({ strategy_name: 'im_l7_speed' }),
    );
    expect(taken.code).not.toBe(0);
    expect(taken.msg).toContain('im_l7_speed');
  });

  it('reports real problems of a draft', async () => {
    const empty = await problemsOf({ dict: draft({ sig_list: { sigList: [] } }) });
    expect(empty.valid).toBe(false);
    expect(empty.problems).toContainEqual(expect.objectContaining({ field: 'sig_list' }));

    const entry = { signalId: 200_001, name: 'BMS_SOC_1', nameChn: 'a', unit: '%' };
    const broken = await problemsOf({
      dict: draft({
        dbc_cfg: 'vehicle_can_small.dbc',
        sig_list: { sigList: [entry, entry, { name: 'NoFormula', nameChn: 'b' }] },
      }),
    });
    expect(broken.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ signalName: 'BMS_SOC_1', field: 'name', level: 'error' }),
        expect.objectContaining({ signalName: 'NoFormula', field: 'formula', level: 'error' }),
      ]),
    );

    const unknownDbc = await problemsOf({ dict: draft({ dbc_cfg: 'missing.dbc' }) });
    expect(unknownDbc.problems).toContainEqual(
      expect.objectContaining({ field: 'dbc_cfg', level: 'error', signalName: null }),
    );

    const fine = await problemsOf({ dict: draft() });
    expect(fine).toEqual({ valid: true, problems: [] });
  });

  it('seeds dictionaries that read back within the contract and validate clean', async () => {
    const { list } = await page('?pageSize=100');
    for (const row of list) {
      const info = await get(`/api/dataset/signal/getSigDictInfo?id=${row.id}`);
      expect(info.code, row.strategy_name).toBe(0);
      expect((await problemsOf({ id: row.id })).valid, row.strategy_name).toBe(true);
    }
  });

  it('validates a stored dictionary by id', async () => {
    const result = await problemsOf({ id: 88 });
    expect(result.valid).toBe(true);
    expect((await post('/api/dataset/sigDict/validateSigDict', { id: 999_999 })).code).not.toBe(0);
  });
});
