import type {
  DownloadFileStatus,
  DownloadJobSource,
  DownloadJobStatus,
} from '@/api/generated/model';
import { common } from '@/strings/common';

export const jobStatusLabels: Record<DownloadJobStatus, string> = {
  pending: '排队中',
  running: '打包中',
  done: '可下载',
  failed: '失败',
  expired: '已过期',
};

export const jobSourceLabels: Record<DownloadJobSource, string> = {
  'data-file': '数据文件',
  'ori-file': '原始数据文件',
  dataset: '数据集文件',
};

export const fileStatusLabels: Record<DownloadFileStatus, string> = {
  ready: '已就绪',
  missing: '源文件已不存在',
};

export const downloadStrings = {
  listTitle: '下载任务',
  delete: common.delete,
  cancel: common.cancel,
  close: common.close,
  retry: common.retry,

  keyword: '关键字',
  searchLabel: '搜索任务名称',
  searchPlaceholder: '任务名称',
  status: common.status,
  allStatuses: '全部状态',
  source: '来源',
  allSources: '全部来源',
  empty: '没有符合条件的下载任务',
  emptyHint: '在数据管理中批量下载或切片后，生成的压缩包会出现在这里。',

  name: '任务名称',
  progress: '打包进度',
  fileCount: '文件数',
  totalSize: '大小',
  createdAt: '创建时间',
  finishedAt: '完成时间',
  expiresAt: '过期时间',
  noTime: '—',
  refreshing: '任务打包中，列表自动刷新',

  downloadZip: '下载压缩包',
  files: '查看文件',
  downloading: (name: string) => `正在下载 ${name}，大文件可能需要几分钟`,
  downloadFailed: '下载失败',
  retried: (name: string) => `任务 ${name} 已重新排队`,
  retryFailed: '重试任务失败',

  filesTitle: (name: string) => `${name} 的文件`,
  filesDescription: '源文件已不存在的文件不在压缩包中，也不能单独下载。',
  fileName: '文件名',
  fileSize: '大小',
  fileStatus: common.status,
  downloadFile: '下载',
  downloadFileLabel: (name: string) => `下载 ${name}`,
  filesEmpty: '该任务没有文件',

  deleteTitle: '删除下载任务',
  deleteDescription: (name: string) => `确定删除下载任务 ${name} 及其压缩包吗？此操作不可撤销。`,
  deleteRunning: (name: string) =>
    `下载任务 ${name} 正在打包，删除会先中止打包。确定删除它及其已生成的内容吗？`,
  deleted: (name: string) => `下载任务 ${name} 已删除`,
  deleteFailed: '删除下载任务失败',
  deleteMany: (count: number, packing: number) =>
    packing > 0
      ? `确定删除选中的 ${count} 个下载任务及其压缩包吗？其中 ${packing} 个正在打包，删除会先中止打包。此操作不可撤销。`
      : `确定删除选中的 ${count} 个下载任务及其压缩包吗？此操作不可撤销。`,
  deletedMany: (count: number) => `已删除 ${count} 个下载任务`,
} as const;
