// Conformance check of a running server against the contract: calls every safe operation with the
// contract's example inputs (once per named example of a parameter that has several, such as the
// layout of an answer), checks the envelope and validates the answer with the generated zod schema.
import type { ZodType } from 'zod';

import {
  authOf,
  deref,
  type FlatOperation,
  flattenOperations,
  type SpecDocument,
  type SpecParameter,
  successMediaTypes,
} from './spec-types.ts';

export type Outcome = 'passed' | 'failed' | 'skipped';
export interface CheckResult {
  outcome: Outcome;
  method: string;
  path: string;
  operationId: string;
  detail: string;
}
export interface VerifyOptions {
  baseUrl: string;
  token?: string;
  doc: SpecDocument;
  loadSchema: (tag: string, operationId: string) => Promise<ZodType | undefined>;
  timeoutMs?: number;
}

const exampleOf = (p: SpecParameter) => p.example ?? p.schema?.example ?? p.schema?.default;

/** Parameter values that replace their examples, for one variant of a call. */
export type Variant = Record<string, unknown>;

/** One variant per named example of each parameter that has them; one plain call otherwise. */
export const variantsOf = (doc: SpecDocument, { op }: FlatOperation): Variant[] => {
  const variants = (op.parameters ?? []).flatMap((raw) => {
    const p = deref<SpecParameter>(doc, raw);
    return Object.values(p.examples ?? {}).map((example) => ({ [p.name]: example.value }));
  });
  return variants.length > 0 ? variants : [{}];
};

/** The request the checker sends for one operation, built from the contract's examples. */
export const buildRequest = (
  doc: SpecDocument,
  { method, path, op, base }: FlatOperation,
  variant: Variant = {},
) => {
  let url = path;
  const query = new URLSearchParams();
  for (const raw of op.parameters ?? []) {
    const p = deref<SpecParameter>(doc, raw);
    const value = p.name in variant ? variant[p.name] : exampleOf(p);
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(text));
    if (p.in === 'query') query.set(p.name, text);
  }
  const json = op.requestBody?.content?.['application/json'];
  const qs = query.toString();
  return {
    method: method.toUpperCase(),
    url: `${base}${url}${qs ? `?${qs}` : ''}`,
    body: json?.example === undefined ? undefined : JSON.stringify(json.example),
    hasUnsupportedBody: !!op.requestBody && !json,
  };
};

const firstIssue = (error: unknown): string => {
  const issues = (error as { issues?: Array<{ path: PropertyKey[]; message: string }> }).issues;
  const issue = issues?.[0];
  if (!issue) return String(error);
  return `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`;
};

const checkOne = async (
  opts: VerifyOptions,
  flat: FlatOperation,
  variant: Variant = {},
): Promise<CheckResult> => {
  const { method, path, op } = flat;
  const named = Object.entries(variant).map(([name, value]) => `${name}=${String(value)}`);
  const label = named.length > 0 ? `${named.join('&')}: ` : '';
  const base = { method: method.toUpperCase(), path, operationId: op.operationId };
  const skip = (detail: string): CheckResult => ({ ...base, outcome: 'skipped', detail });
  const fail = (detail: string): CheckResult => ({
    ...base,
    outcome: 'failed',
    detail: `${label}${detail}`,
  });

  const safe = method === 'get' ? op['x-safe'] !== false : op['x-safe'] === true;
  if (!safe) return skip('changes data');
  if (authOf(opts.doc, op) === 'required' && !opts.token) return skip('needs --token');
  const req = buildRequest(opts.doc, flat, variant);
  if (req.hasUnsupportedBody) return skip('request body is not JSON');

  const headers: Record<string, string> = { Accept: '*/*' };
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.token && authOf(opts.doc, op) !== 'none') {
    headers.Authorization = `Bearer ${opts.token}`;
  }
  let res: Response;
  try {
    res = await fetch(new URL(req.url, opts.baseUrl), {
      method: req.method,
      headers,
      body: req.body,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
    });
  } catch (error) {
    return fail(`no answer (${(error as Error).message})`);
  }
  if (res.status !== 200) return fail(`HTTP ${res.status}`);
  const declared = successMediaTypes(opts.doc, op);
  const contentType = res.headers.get('content-type') ?? '';
  if (!declared.some((t) => t.includes('json'))) {
    const ok = declared.some((t) => contentType.startsWith(t.split(';')[0] ?? t));
    await res.arrayBuffer();
    return ok
      ? { ...base, outcome: 'passed', detail: contentType }
      : fail(`content-type ${contentType || '(none)'}, expected ${declared.join(' or ')}`);
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return fail('answer is not JSON');
  }
  const envelope = body as { code?: unknown; msg?: unknown };
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    !('code' in envelope) ||
    typeof envelope.msg !== 'string'
  ) {
    return fail('answer is not an envelope {code, msg, data}');
  }
  if (envelope.code !== 0)
    return fail(`code ${JSON.stringify(envelope.code)}: ${String(envelope.msg)}`);
  const schema = await opts.loadSchema(op.tags?.[0] ?? 'default', op.operationId);
  if (!schema) return fail('no generated schema for this operation');
  const parsed = schema.safeParse(body);
  return parsed.success
    ? { ...base, outcome: 'passed', detail: `${label}envelope and data match` }
    : fail(firstIssue(parsed.error));
};

export const verifyContract = async (opts: VerifyOptions): Promise<CheckResult[]> => {
  const results: CheckResult[] = [];
  for (const flat of flattenOperations(opts.doc)) {
    for (const variant of variantsOf(opts.doc, flat))
      results.push(await checkOne(opts, flat, variant));
  }
  return results;
};

export const formatResult = (r: CheckResult) =>
  `${r.outcome.padEnd(7)} ${r.method.padEnd(5)} ${r.path} (${r.operationId})${r.detail ? ` — ${r.detail}` : ''}`;

export const summarize = (results: CheckResult[]) => {
  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length;
  return `contract verify: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`;
};
