import type { DatabaseBackupStatus, DatabaseInstanceStatus } from '@/api/generated/model';
import { common } from '@/strings/common';

export const instanceStatusLabels: Record<DatabaseInstanceStatus, string> = {
  online: '在线',
  offline: '离线',
};

export const backupStatusLabels: Record<DatabaseBackupStatus, string> = {
  running: '备份中',
  succeeded: '成功',
  failed: '失败',
};

export const databaseStrings = {
  cancel: common.cancel,
  delete: common.delete,
  status: common.status,
  noValue: '—',

  instancesTitle: '数据库实例',
  instancesEmpty: '没有数据库实例',
  instanceName: '实例',
  engine: '引擎与版本',
  address: '地址',
  size: '大小',
  growth: '近 7 天增长',
  tableCount: '表数',
  connections: '连接数',
  lastBackupAt: '最近成功备份',
  never: '从未备份',
  show: '查看表与备份',
  showLabel: (name: string) => `查看 ${name} 的表与备份`,
  selected: '当前查看',
  chooseInstance: '选择一个实例查看它的表与备份。',

  tablesTitle: (name: string) => `${name} 的数据表`,
  tablesEmpty: '没有符合条件的数据表',
  tableKeyword: '关键字',
  tableSearchLabel: '搜索表名或注释',
  tableSearchPlaceholder: '表名 / 注释',
  tableName: '表名',
  schema: '模式',
  comment: '注释',
  rows: '行数（估算）',
  tableSize: '总大小',
  indexSize: '索引大小',
  lastWriteAt: '最近写入',
  lastVacuumAt: '最近清理',
  lastAnalyzeAt: '最近分析',

  backupsTitle: (name: string) => `${name} 的备份`,
  backupsEmpty: '该实例还没有备份',
  backupName: '备份名称',
  backupFile: '文件',
  startedAt: '开始时间',
  finishedAt: '完成时间',
  createdBy: '发起人',
  remark: '备注',
  progress: '备份进度',
  progressOf: (name: string) => `备份进度 ${name}`,
  refreshing: '备份进行中，列表自动刷新',
  allStatuses: '全部状态',

  create: '立即备份',
  createTitle: '立即备份',
  createDescription: (name: string) =>
    `为实例 ${name} 做一次全量备份。备份在服务器上进行，离开此页面也不会中断，回来后可在备份列表中看到进度。`,
  start: '开始备份',
  started: (name: string) => `备份 ${name} 已开始`,
  createFailed: '发起备份失败',
  offline: '实例离线，不能备份',

  deleteTitle: '删除备份',
  deleteDescription: (name: string, file: string) =>
    `确定删除备份 ${name}（${file}）吗？备份文件会一并删除，此操作不可撤销。`,
  deleted: (name: string) => `备份 ${name} 已删除`,
  deleteFailed: '删除备份失败',
  deleteMany: (count: number) =>
    `确定删除选中的 ${count} 个备份吗？备份文件会一并删除，此操作不可撤销。`,
  deletedMany: (count: number) => `已删除 ${count} 个备份`,
  runningNotDeletable: '备份中的备份不能删除，请先取消选择它们',
} as const;
