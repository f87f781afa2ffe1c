import { type OperationMeta, operations } from '../api/generated/operations';

const escape = (text: string): string => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

interface CompiledOperation {
  meta: OperationMeta;
  pattern: RegExp;
  length: number;
}

// Longest literal part first, so /api/device/list wins over /api/device/{id}.
const compiled: CompiledOperation[] = operations
  .map((meta) => {
    const template = `${meta.base}${meta.path}`;
    const source = escape(template).replace(/\{[^}]+\}/g, '[^/]+');
    return {
      meta,
      pattern: new RegExp(`^${source}$`),
      length: template.replace(/\{[^}]+\}/g, '').length,
    };
  })
  .sort((a, b) => b.length - a.length);

/** The contract operation a request is for, or undefined when the contract has no such call. */
export const matchOperation = (request: Request): OperationMeta | undefined => {
  const { pathname } = new URL(request.url);
  const method = request.method.toUpperCase();
  return compiled.find((op) => op.meta.method === method && op.pattern.test(pathname))?.meta;
};

/**
 * Calls of the platform API. Anchored at the start: the dev server serves the app's own modules
 * under paths such as /src/api/, which a scenario must never touch.
 */
export const isApiRequest = (request: Request): boolean =>
  /^\/(api|zd-proxy)\//.test(new URL(request.url).pathname);
