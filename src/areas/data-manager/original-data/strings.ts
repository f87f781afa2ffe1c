import { common } from '@/strings/common';

/** Names of the file statuses (DataFileStatus). */
export const fileStatusLabels = {
  uploading: '上传中',
  uploaded: '已上传',
  parsing: '解析中',
  parsed: '已解析',
  failed: '解析失败',
} as const;

export const originalDataStrings = {
  oriTab: '原始数据文件',
  dataTab: '上传的数据文件',
  tabsLabel: '文件类别',
  oriTable: '原始数据文件',
  dataTable: '数据文件',
  empty: '没有符合条件的文件',
  reset: common.reset,
  all: common.all,
  edit: common.edit,
  delete: common.delete,
  bulkDelete: common.bulkDelete,
  bulkDownload: common.bulkDownload,
  save: common.save,
  cancel: common.cancel,

  // Filters and columns
  keyword: '关键字',
  searchLabel: '搜索文件名或设备序列号',
  searchPlaceholder: '文件名 / 设备序列号',
  fleet: '车队',
  allFleets: '全部车队',
  car: '车辆',
  allCars: '全部车辆',
  portType: '端口类型',
  allPorts: '全部端口',
  status: common.status,
  allStatuses: '全部状态',
  startTime: '开始时间',
  endTime: '结束时间',
  fileName: '文件名',
  plate: '车牌',
  vin: 'VIN',
  size: '大小',
  dataStart: '数据开始',
  dataEnd: '数据结束',
  uploadTime: '上传时间',
  deviceSn: '设备序列号',
  valid: '是否有效',
  remark: '备注',

  // Selection, removal, download
  selection: (count: number, size: string) => `已选 ${count} 个文件，共 ${size}`,
  clearSelection: '清空选择',
  deleteTitle: '删除文件',
  deleteDescription: (count: number, size: string, names: readonly string[]) =>
    count === 1
      ? `将删除文件「${names[0] ?? ''}」（${size}），删除后无法恢复。`
      : `将删除 ${count} 个文件，共 ${size}，删除后无法恢复。`,
  deleted: (count: number) => `已删除 ${count} 个文件`,
  partlyDeleted: (removed: number, failed: number) =>
    `已删除 ${removed} 个文件，${failed} 个未能删除（可能正被任务使用）`,
  deleteFailed: '删除失败',
  downloadQueued: (name: string) => `已在下载中心创建下载任务「${name}」，打包完成后可在那里下载。`,
  openDownloads: '前往下载中心',
  downloadFailed: '创建下载任务失败',
  tooMany: (max: number) => `一次最多 ${max} 个文件，请减少所选文件`,

  // Edit
  editTitle: '编辑原始数据文件',
  saved: '已保存',
  saveFailed: '保存失败',
} as const;
