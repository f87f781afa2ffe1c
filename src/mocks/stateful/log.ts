import type { OperationLog } from '../../api/generated/model';
import { db } from '../db';

export type LogAction = OperationLog['action'];

/** Writes through the mock show up in 操作日志 like the platform's own audit trail. */
export const logOperation = (username: string, action: LogAction, target: string): void => {
  db.operationLogs.insert({
    username,
    action,
    target: target.slice(0, 200),
    ip: '127.0.0.1',
    result: 'success',
    time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
  });
};
