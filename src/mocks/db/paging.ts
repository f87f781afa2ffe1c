export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

export interface Page<T> extends PageQuery {
  total: number;
  list: T[];
}

/** The default of the contract's PageSize parameter (openapi/components/common.yaml). */
const CONTRACT_PAGE_SIZE_DEFAULT = 20;

const positiveInt = (raw: string | null, fallback: number, max: number): number => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
};

/**
 * Named fields of a query string: a typed handler's `query`, which takes only the names the
 * contract gives that call, or URLSearchParams.
 */
export interface QueryReader<Name extends string> {
  get(name: Name): string | null;
  getAll(name: Name): string[];
}

/** Reads pageNo/pageSize the way the contract names them, with the contract's defaults. */
export const readPageQuery = (params: QueryReader<'pageNo' | 'pageSize'>): PageQuery => ({
  pageNo: positiveInt(params.get('pageNo'), 1, 100_000),
  pageSize: positiveInt(params.get('pageSize'), CONTRACT_PAGE_SIZE_DEFAULT, 1000),
});

export const paginate = <T>(rows: readonly T[], query: PageQuery): Page<T> => {
  const start = (query.pageNo - 1) * query.pageSize;
  return { ...query, total: rows.length, list: rows.slice(start, start + query.pageSize) };
};

/** Case-insensitive "contains" over several fields; an empty keyword matches everything. */
export const matchesKeyword = (
  keyword: string | null | undefined,
  ...fields: readonly (string | number | null | undefined)[]
): boolean => {
  const needle = keyword?.trim().toLowerCase();
  if (!needle) return true;
  return fields.some(
    (field) =>
      field !== null && field !== undefined && String(field).toLowerCase().includes(needle),
  );
};

/** Parses a comma-separated or repeated id query parameter (fleet_ids=1,2 or ids=1&ids=2). */
export const readIdList = <Name extends string>(params: QueryReader<Name>, name: Name): number[] =>
  params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => Number(value.trim()))
    .filter((value) => Number.isInteger(value) && value > 0);
