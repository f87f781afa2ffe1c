import { existsSync, readFileSync } from 'node:fs';

/** The list of the calls that section 7 of the product specification lists, kept in the repository. */
export const SPEC_CALLS_FILE = 'openapi/spec-calls.txt';

export interface SpecCall {
  method: string;
  path: string;
}

const CALL = /^(GET|POST|PUT|PATCH|DELETE) (\/\S+)$/;

/** The calls of a call list: one `METHOD /path` a line; blank lines and `#` comments are skipped. */
export const parseSpecCalls = (text: string): SpecCall[] => {
  const calls: SpecCall[] = [];
  const seen = new Set<string>();
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const m = CALL.exec(line);
    if (!m) throw new Error(`line ${index + 1}: expected "METHOD /path", got "${line}"`);
    if (seen.has(line)) throw new Error(`line ${index + 1}: "${line}" is listed twice`);
    seen.add(line);
    calls.push({ method: m[1] as string, path: m[2] as string });
  });
  return calls;
};

/** The calls of the call list at `file`. */
export const readSpecCalls = (file: string): SpecCall[] => {
  if (!existsSync(file)) throw new Error(`call list not found at ${file}`);
  return parseSpecCalls(readFileSync(file, 'utf8'));
};
