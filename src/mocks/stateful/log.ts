import type { OperationLog } from '../../api/generated/model';
import { db } from '../db';

export type LogAction = OperationLog['action'];

export interface LogDetail {
  /** The request summary shown in the log's detail: method, path and the main parameters. */
  request?: string | null;
  result?: OperationLog['result'];
  /** Why a refused call was refused. */
  message?: string | null;
}

const SECRET = /"(password|newPassword|oldPassword)":"[^"]*"/g;

/** `POST /api/account/delete {"ids":[8]}`, passwords blanked, cut to the contract's length. */
export const requestSummary = (request: Request, body?: unknown): string => {
  const path = new URL(request.url).pathname.replace(/^.*?(\/api\/)/, '$1');
  const json = body === undefined ? '' : ` ${JSON.stringify(body).replace(SECRET, '"$1":"***"')}`;
  return `${request.method} ${path}${json}`.slice(0, 2000);
};

/** Writes through the mock show up in 操作日志 like the platform's own audit trail. */
export const logOperation = (
  username: string,
  action: LogAction,
  target: string,
  detail: LogDetail = {},
): void => {
  db.operationLogs.insert({
    username,
    action,
    target: target.slice(0, 200),
    ip: '127.0.0.1',
    result: detail.result ?? 'success',
    time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    request: detail.request ?? null,
    message: detail.message ?? null,
  });
};
