/** The slice of an OpenAPI 3.0 document the project's scripts read. */
export interface SpecOperation {
  operationId: string;
  tags?: string[];
  summary?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<SpecParameter | { $ref: string }>;
  requestBody?: { content?: Record<string, { example?: unknown; schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { example?: unknown }> } | { $ref: string }>;
  servers?: Array<{ url: string }>;
  'x-timeout-ms'?: number;
  'x-detached-timeout-ms'?: number;
  'x-safe'?: boolean;
  'x-authority'?: string | string[];
}
export interface SpecParameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
  /** Named examples: the conformance check calls the operation once with each. */
  examples?: Record<string, { value?: unknown }>;
  schema?: { default?: unknown; example?: unknown };
}
export type PathItem = Partial<Record<HttpMethod, SpecOperation>> & {
  servers?: Array<{ url: string }>;
  parameters?: SpecParameter[];
};
export interface SpecDocument {
  paths: Record<string, PathItem>;
  security?: Array<Record<string, string[]>>;
  components?: { parameters?: Record<string, SpecParameter>; responses?: Record<string, unknown> };
}
export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface FlatOperation {
  method: HttpMethod;
  path: string;
  op: SpecOperation;
  base: string;
}

/** Every operation of the document, with the base its path-level or operation-level servers give. */
export const flattenOperations = (doc: SpecDocument): FlatOperation[] =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const op = item[method];
      if (!op) return [];
      const server = op.servers?.[0]?.url ?? item.servers?.[0]?.url ?? '';
      const base = server === '/' ? '' : server.replace(/\/$/, '');
      return [{ method, path, op, base }];
    }),
  );

/** Follows a local "#/..." reference inside the document; anything else is returned as it is. */
export const deref = <T>(doc: SpecDocument, node: T | { $ref: string }): T => {
  if (node && typeof node === 'object' && '$ref' in node && typeof node.$ref === 'string') {
    const target = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((acc, key) => (acc as Record<string, unknown>)[key], doc);
    return deref(doc, target as T);
  }
  return node as T;
};

/** required: always a bearer token; optional: sent when held; none: never sent. */
export const authOf = (doc: SpecDocument, op: SpecOperation): 'required' | 'optional' | 'none' => {
  const security = op.security ?? doc.security ?? [];
  if (security.length === 0) return 'none';
  return security.some((s) => Object.keys(s).length === 0) ? 'optional' : 'required';
};

/** Media types of an operation's success answer, as its 200 (or 201) response declares them. */
export const successMediaTypes = (doc: SpecDocument, op: SpecOperation): string[] => {
  const raw = op.responses['200'] ?? op.responses['201'];
  const res = raw ? deref<{ content?: Record<string, unknown> }>(doc, raw) : undefined;
  return Object.keys(res?.content ?? {});
};
