import { existsSync, readFileSync } from 'node:fs';

/** Methods the contract chose for the three section-7 calls whose method the spec leaves open. */
export const CHOSEN_METHODS: Record<string, string> = {
  '/api/util/genPicCaptcha': 'GET',
  '/api/util/verifyPicCaptcha': 'POST',
  '/api/user/resetPasswd': 'POST',
};

export interface SpecCall {
  method: string;
  path: string;
}

/** The calls listed in section 7 of the product specification, read from its text. */
export const readSpecCalls = (specPath: string): SpecCall[] => {
  if (!existsSync(specPath)) throw new Error(`product specification not found at ${specPath}`);
  const text = readFileSync(specPath, 'utf8');
  const start = text.indexOf('## 7.');
  const end = text.indexOf('## 8.', start);
  const section = text.slice(start, end);
  const calls: SpecCall[] = [];
  for (const line of section.split('\n')) {
    const m = /^- (?:(GET|POST|PUT|PATCH|DELETE) )?(\/api\/[^\s]+)/.exec(line.trim());
    if (!m) continue;
    const path = m[2] as string;
    const method = m[1] ?? CHOSEN_METHODS[path];
    if (!method) throw new Error(`no method for ${path}`);
    calls.push({ method, path });
  }
  return calls;
};
