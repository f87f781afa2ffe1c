import { common } from '@/strings/common';

/** Labels of the enumerations until the server's arrive. */
export const upgradeObjLabels = { 0: '采集设备', 1: '采集模块', 2: '传感器' } as const;
export const modelLabels = { 1: 'VD-2000', 2: 'VD-3000', 3: 'VD-5000 Pro' } as const;

export const firmwareStrings = {
  listTitle: '固件',
  cancel: common.cancel,
  close: common.close,
  delete: common.delete,
  detail: common.detail,
  reset: common.reset,

  searchLabel: '搜索固件名称或版本',
  searchPlaceholder: '名称 / 版本',
  keyword: '关键字',
  upgradeObj: '升级对象',
  allObjects: '全部升级对象',
  model: '设备型号',
  allModels: '全部型号',
  empty: '没有符合条件的固件',

  name: '固件名称',
  version: '版本',
  fileName: '文件名',
  fileSize: '大小',
  md5: '校验值 (MD5)',
  uploadedBy: '上传人',
  createdAt: '上传时间',
  description: '说明',
  noDescription: '无',

  download: '下载',
  downloadFailed: '下载固件失败',
  upload: '上传固件',
  uploadTitle: '上传固件',
  uploadDescription: '选择固件文件并填写版本；同一型号、同一升级对象下版本不可重复。',
  file: '固件文件',
  fileEmpty: '文件为空（0 字节），请选择有内容的固件文件',
  versionTaken: '该型号与升级对象下已有此版本，请更换版本',
  chooseOption: '请选择',
  uploadProgress: '上传进度',
  uploading: (percent: number) => `正在上传 ${percent}%`,
  uploadStarted: '正在上传…',
  cancelUpload: '取消上传',
  uploadCancelled: '已取消上传，未保存任何内容',
  uploaded: (name: string) => `固件 ${name} 已上传`,
  uploadedChecksum: (md5: string) => `服务器计算的校验值 (MD5)：${md5}`,
  uploadFailed: '上传固件失败',
  start: '上传',

  deleteTitle: '删除固件',
  deleteDescription: (name: string) => `确定删除固件 ${name} 吗？此操作不可撤销。`,
  deleted: (name: string) => `固件 ${name} 已删除`,
  deleteFailed: '删除固件失败',
  deleteMany: (count: number) => `确定删除选中的 ${count} 个固件吗？此操作不可撤销。`,
  deletedMany: (count: number) => `已删除 ${count} 个固件`,
  firmwareLabel: (name: string, version: string) => `${name} ${version}`,
} as const;
