import { requestUser } from '../auth';
import { type BusinessError, fail, ok } from '../respond';
import { logOperation } from './log';

interface ImportAll<Row> {
  /** What the operation log calls one row (设备, 车辆). */
  label: string;
  /** The first problem among the rows, checked before anything is written. */
  firstProblem: (rows: readonly Row[]) => BusinessError | undefined;
  /** Stores one row and names it for the log. */
  insert: (row: Row) => string;
}

/** A bulk import answered like the platform's transaction: every row written, or none. */
export const importAll = <Row>(request: Request, rows: readonly Row[], how: ImportAll<Row>) => {
  const problem = how.firstProblem(rows);
  if (problem) return fail(problem);
  const names = rows.map(how.insert);
  logOperation(
    requestUser(request)?.username ?? 'admin',
    'create',
    `${how.label} 批量导入 ${names.join('、')}`,
  );
  return ok({ created: names.length });
};
