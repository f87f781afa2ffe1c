import type { Faker } from '@faker-js/faker';

import type {
  DatabaseBackupStatus,
  DatabaseInstance,
  DatabaseTable,
  DownloadFile,
  DownloadJobSource,
  DownloadJobStatus,
} from '../../api/generated/model';
import { Collection } from './collection';
import type { VehicleRecord } from './master-seed';
import { iso, numbered } from './seed-helpers';

export interface DatabaseBackupRecord {
  id: number;
  name: string;
  instanceId: number;
  status: DatabaseBackupStatus;
  progress: number;
  fileName: string | null;
  sizeBytes: number | null;
  startedAt: string;
  finishedAt: string | null;
  createdBy: string;
  remark: string | null;
  message: string | null;
}

export interface DownloadJobRecord {
  id: number;
  name: string;
  source: DownloadJobSource;
  status: DownloadJobStatus;
  progress: number;
  files: DownloadFile[];
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string | null;
  message: string | null;
}

const DAY = 86_400_000;
const shift = (at: string, ms: number): string => iso(new Date(Date.parse(at) + ms));
const compact = (at: string): string => at.slice(0, 10).replace(/-/g, '');

const instances = (f: Faker): DatabaseInstance[] =>
  [
    ['vdaq-main', 'PostgreSQL', '15.6', 5432],
    ['vdaq-timeseries', 'TimescaleDB', '2.14.2', 5433],
    ['vdaq-archive', 'PostgreSQL', '14.11', 5434],
  ].map(([name, engine, version, port], index) => ({
    id: index + 1,
    name: String(name),
    engine: String(engine),
    version: String(version),
    host: `10.18.0.${21 + index}`,
    port: Number(port),
    status: index === 2 ? 'offline' : 'online',
    sizeBytes: f.number.int({ min: 2e10, max: 9e11 }),
    tableCount: f.number.int({ min: 40, max: 400 }),
    connections: index === 2 ? 0 : f.number.int({ min: 8, max: 90 }),
    maxConnections: 200,
    lastBackupAt: iso(f.date.recent({ days: 2 })),
    // The archive only shrinks as old data is purged; the others grow.
    growthBytes7d: index === 2 ? -3_221_225_472 : (index + 1) * 9_663_676_416,
  }));

const tableNames: readonly (readonly [string, string | null])[] = [
  ['ori_data_file', '原始数据文件'],
  ['data_file', '数据文件'],
  ['dataset_file', '数据集文件'],
  ['trace_marker_rule_rcd', '标记规则记录'],
  ['device', '采集设备'],
  ['device_port_cfg', '设备端口配置'],
  ['upgrade_job', '升级任务'],
  ['sig_dict', '信号字典'],
  ['signal', '信号'],
  ['dataset_task', '数据集任务'],
  ['car_team', '车队'],
  ['vehicle', '车辆'],
  ['sys_user', '账号'],
  ['sys_operation_log', '操作日志'],
  ['download_job', '下载任务'],
  ['gps_point', null],
  ['can_frame_2026_11', 'CAN 报文（2026 年 11 月分区）'],
  ['can_frame_2026_10', 'CAN 报文（2026 年 10 月分区）'],
  ['lin_frame_2026_11', null],
  ['eth_packet_2026_11', null],
  ['flyway_schema_history', null],
  ['customer_tag', '客户标签'],
];

/** Each instance's tables; sizes and times are drawn once so lists and sorts stay stable. */
const tablesOf = (f: Faker, instances: readonly DatabaseInstance[]): Map<number, DatabaseTable[]> =>
  new Map(
    instances.map((instance, index) => [
      instance.id,
      tableNames.slice(0, 12 + index * 5).map(([tableName, comment]) => {
        const rows = f.number.int({ min: 0, max: 4e8 });
        const sizeBytes = rows * f.number.int({ min: 60, max: 400 }) + 8192;
        const written = rows > 0 && tableName !== 'flyway_schema_history';
        return {
          schemaName: tableName.includes('frame') || tableName.includes('packet') ? 'ts' : 'public',
          tableName,
          comment,
          rows,
          sizeBytes,
          indexSizeBytes: Math.round(sizeBytes / 6),
          lastVacuumAt: iso(f.date.recent({ days: 5 })),
          lastAnalyzeAt: iso(f.date.recent({ days: 5 })),
          lastWriteAt: written ? iso(f.date.recent({ days: 3 })) : null,
        };
      }),
    ]),
  );

/** Files a bulk download of some data files packs; names follow the platform's VIN_port_time.blf. */
export const downloadFilesFor = (
  vins: readonly string[],
  at: string,
  firstId: number,
): DownloadFile[] =>
  vins.map((vin, index) => ({
    id: firstId + index,
    name: `${vin}_CAN${(index % 4) + 1}_${compact(at)}_0830${String(index).padStart(2, '0')}.blf`,
    size: 1_048_576 * (3 + ((index * 7) % 40)),
    status: 'ready',
  }));

export const seedOps = (f: Faker, vehicles: readonly VehicleRecord[]) => {
  const databaseInstances = instances(f);
  const backups = new Collection<DatabaseBackupRecord>(
    Array.from({ length: 9 }, (_, index) => {
      const instanceId = (index % 2) + 1;
      const startedAt = iso(f.date.recent({ days: 30 }));
      const failed = index === 4;
      const name = databaseInstances[instanceId - 1]?.name ?? 'db';
      return {
        name:
          index % 3 === 0
            ? `每日定时备份 ${compact(startedAt)}`
            : `升级前备份 ${compact(startedAt)}`,
        instanceId,
        status: failed ? 'failed' : 'succeeded',
        progress: failed ? 62 : 100,
        fileName: failed ? null : `${name}_${compact(startedAt)}.dump`,
        sizeBytes: failed ? null : f.number.int({ min: 1e9, max: 9e10 }),
        startedAt,
        finishedAt: shift(startedAt, 1_200_000),
        createdBy: index % 3 === 0 ? '系统定时任务' : '张伟',
        remark: index % 3 === 0 ? '每日自动备份' : '升级前手动备份',
        message: failed ? '磁盘空间不足，备份中止' : null,
      };
    }),
  );
  const vins = vehicles.map((v) => v.vin);
  const statuses: DownloadJobStatus[] = ['done', 'done', 'running', 'failed', 'expired', 'pending'];
  const downloadJobs = new Collection<DownloadJobRecord>(
    numbered(
      statuses.map((status, index) => {
        const createdAt = iso(f.date.recent({ days: status === 'expired' ? 30 : 6 }));
        const source: DownloadJobSource = index % 2 === 0 ? 'data-file' : 'ori-file';
        const files = downloadFilesFor(
          vins.slice(index, index + 3 + index),
          createdAt,
          880_101 + index * 100,
        );
        const ended = status === 'done' || status === 'failed' || status === 'expired';
        return {
          name: `${source === 'data-file' ? '数据文件' : '原始数据文件'}_${compact(createdAt)}`,
          source,
          status,
          progress: status === 'done' || status === 'expired' ? 100 : status === 'running' ? 45 : 0,
          files,
          createdAt,
          finishedAt: ended ? shift(createdAt, 300_000) : null,
          expiresAt: ended ? shift(createdAt, 7 * DAY) : null,
          message: status === 'failed' ? '打包失败：部分文件已被删除' : null,
        };
      }),
      5001,
    ),
  );
  const databaseTables = tablesOf(f, databaseInstances);
  return { databaseInstances, databaseTables, backups, downloadJobs };
};
