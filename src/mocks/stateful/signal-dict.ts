import type { RequestHandler } from 'msw';

import type {
  SigDict,
  SigDictDraft,
  SigDictProblem,
  SigDictSummary,
  SigFormula,
} from '../../api/generated/model';
import {
  CreateSigDictBody,
  DeleteSigDictsBody,
  UpdateSigDictBody,
  ValidateSigDictBody,
} from '../../api/generated/zod/data-compute/data-compute.zod';
import { requestUser } from '../auth';
import {
  db,
  matchesKeyword,
  paginate,
  type QueryReader,
  readPageQuery,
  type SigDictRecord,
} from '../db';
import { DBC_CONFIGS, signalsOf } from '../db/signal-seed';
import { mockErrors } from '../demo';
import { fail, ok, readJson } from '../respond';
import { http } from '../typed-http';
import { logOperation } from './log';
import { now } from './resource';

export const SIG_FORMULAS: readonly SigFormula[] = [
  {
    code: 'avg',
    name: '平均值',
    expression: 'avg({sig1})',
    argCount: 1,
    description: '统计窗口内信号的算术平均值',
  },
  {
    code: 'max',
    name: '最大值',
    expression: 'max({sig1})',
    argCount: 1,
    description: '统计窗口内信号的最大值',
  },
  {
    code: 'min',
    name: '最小值',
    expression: 'min({sig1})',
    argCount: 1,
    description: '统计窗口内信号的最小值',
  },
  {
    code: 'diff',
    name: '差值',
    expression: 'diff({sig1}, {sig2})',
    argCount: 2,
    description: '两个信号之差',
  },
  {
    code: 'ratio',
    name: '比值',
    expression: 'ratio({sig1}, {sig2})',
    argCount: 2,
    description: '两个信号之比',
  },
  {
    code: 'integral',
    name: '积分',
    expression: 'integral({sig1})',
    argCount: 1,
    description: '信号对时间的积分，例如由电流得到电量',
  },
  {
    code: 'rate',
    name: '变化率',
    expression: 'rate({sig1})',
    argCount: 1,
    description: '信号对时间的导数',
  },
  {
    code: 'power',
    name: '功率',
    expression: 'power({sig1}, {sig2})',
    argCount: 2,
    description: '电压与电流之积',
  },
];

const NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;

const toSummary = (row: SigDictRecord): SigDictSummary => ({
  id: row.id,
  strategy_name: row.strategy_name,
  strategy_name_chn: row.strategy_name_chn,
  strategy_type: row.strategy_type,
  dbc_cfg: row.dbc_cfg,
  signalCount: row.sigList.length,
  createdBy: row.createdBy,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const toSigDict = ({ sigList, ...row }: SigDictRecord): SigDict => ({
  ...row,
  sig_list: { sigList: sigList.map((entry) => ({ ...entry, formula: entry.formula ?? null })) },
});

const problem = (
  field: SigDictProblem['field'],
  message: string,
  signalName: string | null = null,
  level: SigDictProblem['level'] = 'error',
): SigDictProblem => ({ signalName, field, level, message });

/** `fn(a, b)` → fn and its argument names; undefined when the text is not a call. */
const parseFormula = (formula: string): { fn: string; args: string[] } | undefined => {
  const match = /^\s*([A-Za-z_]\w*)\s*\((.*)\)\s*$/.exec(formula);
  if (!match?.[1]) return undefined;
  const args = (match[2] ?? '')
    .split(',')
    .map((arg) => arg.trim())
    .filter(Boolean);
  return { fn: match[1], args };
};

type DraftLike = Omit<SigDictDraft, 'strategy_type'> & {
  strategy_type?: SigDictDraft['strategy_type'];
};

/** The server's checks of a dictionary; `selfId` is the dictionary itself when it is stored. */
export const checkSigDict = (dict: DraftLike, selfId?: number): SigDictProblem[] => {
  const problems: SigDictProblem[] = [];
  const others = db.sigDicts.filter((row) => row.id !== selfId);
  if (!NAME_PATTERN.test(dict.strategy_name))
    problems.push(problem('strategy_name', '英文名须以字母开头，只含字母、数字与下划线'));
  if (others.some((row) => row.strategy_name === dict.strategy_name))
    problems.push(problem('strategy_name', `英文名 ${dict.strategy_name} 已被其他信号字典使用`));
  if (others.some((row) => row.strategy_name_chn === dict.strategy_name_chn))
    problems.push(problem('strategy_name_chn', '中文名与已有字典重复', null, 'warning'));
  const signals = signalsOf(dict.dbc_cfg);
  if (!signals) problems.push(problem('dbc_cfg', `DBC 配置 ${dict.dbc_cfg} 不存在`));
  const list = dict.sig_list.sigList;
  if (list.length === 0) problems.push(problem('sig_list', '至少选择一个信号'));
  const dbcIds = new Set(signals?.map((s) => s.id));
  const dbcNames = new Set(signals?.map((s) => s.name));
  const listNames = new Set(list.map((entry) => entry.name));
  const seen = new Set<string>();
  const formulaCodes = new Set(SIG_FORMULAS.map((f) => f.code));
  for (const entry of list) {
    if (seen.has(entry.name))
      problems.push(problem('name', `信号名 ${entry.name} 重复`, entry.name));
    seen.add(entry.name);
    if (entry.signalId !== undefined && signals && !dbcIds.has(entry.signalId))
      problems.push(problem('signalId', `信号 ${entry.name} 不在 DBC 配置中`, entry.name));
    const formula = entry.formula?.trim();
    if (formula && dict.strategy_type === 'raw')
      problems.push(problem('formula', '原始型字典不能包含计算信号', entry.name));
    if (entry.signalId === undefined && !formula)
      problems.push(problem('formula', `计算信号 ${entry.name} 缺少公式`, entry.name));
    if (!formula) continue;
    const call = parseFormula(formula);
    if (!call || !formulaCodes.has(call.fn)) {
      problems.push(problem('formula', `公式 ${formula} 无法识别`, entry.name));
      continue;
    }
    for (const arg of call.args)
      if (!dbcNames.has(arg) && !(listNames.has(arg) && arg !== entry.name))
        problems.push(problem('formula', `公式引用的信号 ${arg} 不在 DBC 中`, entry.name));
    if (!entry.unit)
      problems.push(problem('unit', `计算信号 ${entry.name} 未填写单位`, entry.name, 'warning'));
  }
  return problems;
};

const firstError = (problems: readonly SigDictProblem[]) =>
  problems.find((p) => p.level === 'error');

const refuse = (message: string) => fail({ code: mockErrors.badRequest.code, msg: message });

// The generated schema refuses an empty sigList outright; the server reports it as a problem instead.
const onlyEmptyList = (issues: readonly { code: string; path: readonly PropertyKey[] }[]) =>
  issues.length > 0 &&
  issues.every(
    (issue) => issue.code === 'too_small' && issue.path.join('.') === 'dict.sig_list.sigList',
  );

const sortRows = (
  rows: SigDictRecord[],
  params: QueryReader<'sortBy' | 'sortOrder'>,
): SigDictRecord[] => {
  const by = params.get('sortBy');
  const key = by === 'createdAt' || by === 'strategy_name' ? by : 'updatedAt';
  const sign = params.get('sortOrder') === 'asc' ? 1 : -1;
  return rows.sort((a, b) => sign * a[key].localeCompare(b[key]) || b.id - a.id);
};

const author = (request: Request) => requestUser(request);

export const signalDictHandlers: RequestHandler[] = [
  http.get('/api/dataset/sigDict/getSigDictList', ({ query }) => {
    const type = query.get('strategy_type');
    const dbcCfg = query.get('dbc_cfg');
    const rows = db.sigDicts.filter(
      (row) =>
        matchesKeyword(query.get('keyword'), row.strategy_name, row.strategy_name_chn) &&
        (!type || row.strategy_type === type) &&
        (!dbcCfg || row.dbc_cfg === dbcCfg),
    );
    const page = paginate(sortRows(rows, query), readPageQuery(query));
    return ok({ ...page, list: page.list.map(toSummary) });
  }),
  http.post('/api/dataset/sigDict/deleteSigDict', async ({ request }) => {
    const body = DeleteSigDictsBody.safeParse(await readJson(request));
    if (!body.success || body.data.ids.length === 0) return fail(mockErrors.badRequest);
    const names = body.data.ids
      .map((id) => db.sigDicts.find(id)?.strategy_name)
      .filter((name) => name !== undefined);
    db.sigDicts.removeMany(body.data.ids);
    logOperation(author(request)?.username ?? 'admin', 'delete', `信号字典 ${names.join('、')}`);
    return ok(true);
  }),
  http.post('/api/dataset/sigDict/validateSigDict', async ({ request }) => {
    const raw = await readJson(request);
    const body = ValidateSigDictBody.safeParse(raw);
    if (!body.success && !onlyEmptyList(body.error.issues)) return fail(mockErrors.badRequest);
    const parsed = body.success ? body.data : (raw as { id?: number; dict: SigDictDraft });
    let problems: SigDictProblem[];
    if (parsed.dict) problems = checkSigDict(parsed.dict, parsed.id);
    else if (parsed.id !== undefined) {
      const row = db.sigDicts.find(parsed.id);
      if (!row) return fail(mockErrors.notFound);
      problems = checkSigDict({ ...row, sig_list: { sigList: row.sigList } }, row.id);
    } else return fail(mockErrors.badRequest);
    return ok({ valid: !firstError(problems), problems });
  }),
  http.post('/api/dataset/signal/createSigDict', async ({ request }) => {
    const body = CreateSigDictBody.safeParse(await readJson(request));
    if (!body.success) return fail(mockErrors.badRequest);
    const refused = firstError(checkSigDict(body.data));
    if (refused) return refuse(refused.message);
    const { sig_list, ...fields } = body.data;
    const stampNow = now();
    const row = db.sigDicts.insert({
      ...fields,
      sigList: sig_list.sigList,
      createdBy: author(request)?.realName ?? '张伟',
      createdAt: stampNow,
      updatedAt: stampNow,
    });
    logOperation(author(request)?.username ?? 'admin', 'create', `信号字典 ${row.strategy_name}`);
    return ok(toSigDict(row));
  }),
  http.post('/api/dataset/signal/updateSigDict', async ({ request }) => {
    const body = UpdateSigDictBody.safeParse(await readJson(request));
    if (!body.success) return fail(mockErrors.badRequest);
    const { id, sig_list, ...fields } = body.data;
    if (!db.sigDicts.find(id)) return fail(mockErrors.notFound);
    const refused = firstError(checkSigDict(body.data, id));
    if (refused) return refuse(refused.message);
    const row = db.sigDicts.update(id, { ...fields, sigList: sig_list.sigList, updatedAt: now() });
    if (!row) return fail(mockErrors.notFound);
    logOperation(author(request)?.username ?? 'admin', 'update', `信号字典 ${row.strategy_name}`);
    return ok(toSigDict(row));
  }),
  http.get('/api/dataset/signal/getSigDictInfo', ({ query }) => {
    const row = db.sigDicts.find(Number(query.get('id')));
    return row ? ok(toSigDict(row)) : fail(mockErrors.notFound);
  }),
  http.get('/api/dataset/signal/getDbcCfgList', () => ok(DBC_CONFIGS.map((d) => d.option))),
  http.get('/api/dataset/signal/getSignalByDict', ({ query }) => {
    const signals = signalsOf(query.get('dbc_cfg') ?? '');
    return signals ? ok([...signals]) : fail(mockErrors.notFound);
  }),
  http.get('/api/dataset/strategy/getSigFormulas', () => ok([...SIG_FORMULAS])),
];
