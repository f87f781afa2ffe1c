import { common, fields } from '@/strings/common';

/** Labels of the server enumerations until they arrive (mock values; the server's win). */
export const modelLabels = { 1: 'VD-2000', 2: 'VD-3000', 3: 'VD-5000 Pro' } as const;
export const regStatusLabels = { 0: '未注册', 1: '已注册', 2: '已注销' } as const;
export const personalizationLabels = { 0: '标准', 1: '定制' } as const;

export const deviceListStrings = {
  listTitle: '采集设备',
  add: common.add,
  edit: common.edit,
  delete: common.delete,
  bulkDelete: common.bulkDelete,
  cancel: common.cancel,
  close: common.close,
  save: common.save,
  reset: common.reset,
  all: common.all,

  // Filters
  searchLabel: '搜索序列号或设备名称',
  searchPlaceholder: '序列号 / 设备名称',
  keyword: '关键字',
  regStatus: '登记状态',
  allRegStatuses: '全部登记状态',
  onlineState: '在线状态',
  allOnline: '全部',
  online: '在线',
  offline: '离线',
  model: '设备型号',
  allModels: '全部型号',
  fleet: fields.fleet,
  allFleets: '全部车队',
  softwareVersion: '软件版本',
  hardwareVersion: '硬件版本',
  allVersions: '全部版本',

  // Columns
  serialNo: '序列号',
  name: '设备名称',
  car: fields.car,
  lastSeen: '最后在线',
  neverOnline: '从未上线',
  onlineNow: '当前在线',
  ip: 'IP 地址',
  remark: '备注',
  createdAt: '登记时间',
  personalization: '个性化',
  empty: '没有符合条件的设备',
  noCar: '未绑定车辆',

  // Row actions
  configure: '设备配置',
  monitor: '实时监控',
  upgrades: '升级记录',

  // Dialog
  addTitle: '新增设备',
  editTitle: '编辑设备',
  addDescription: '登记一台采集设备；车辆与车队可以稍后在编辑时绑定。',
  editDescription: (serial: string) => `序列号 ${serial} 登记后不可修改。`,
  serialTooLong: (max: number) => `序列号不能超过 ${max} 个字符`,
  serialFormat: '序列号只能包含字母、数字、短横线与下划线',
  nameTooLong: (max: number) => `设备名称不能超过 ${max} 个字符`,
  chooseModel: '请选择',
  noFleet: '不绑定车队',
  noCarChoice: '不绑定车辆',
  defaultHardware: '默认',
  saved: (serial: string) => `设备 ${serial} 已保存`,
  saveFailed: '保存设备失败',
  optionsFailed: '选项加载失败',

  // Delete
  deleteTitle: '删除设备',
  deleteDescription: (serials: readonly string[]) =>
    serials.length === 1
      ? `确定删除设备 ${serials[0]} 吗？它的端口配置一并删除，此操作不可撤销。`
      : `确定删除以下 ${serials.length} 台设备吗？它们的端口配置一并删除，此操作不可撤销：${serials.join('、')}`,
  deleted: (count: number) => `已删除 ${count} 台设备`,
  deleteFailed: '删除设备失败',

  // CSV import
  importCsv: '批量导入',
  importText: {
    title: '批量导入设备',
    description:
      '按模板填写 CSV 文件（UTF-8，可用 Excel 另存为“CSV UTF-8”）。预览标出每一行的问题；只导入没有问题的行，且一次全部写入，失败则一台也不写入。',
    templateFileName: '设备导入模板.csv',
    importGood: (count: number) => `导入 ${count} 台设备`,
  },
  downloadTemplate: '下载模板',
  chooseFile: '选择 CSV 文件',
  fileEmpty: '文件中没有设备行',
  missingColumns: (names: readonly string[]) => `缺少列：${names.join('、')}`,
  tooManyRows: (max: number) => `一次最多导入 ${max} 行`,
  previewLabel: '导入预览',
  rowNumber: '行号',
  problem: '问题',
  rowOk: '可导入',
  summary: (good: number, bad: number) => `可导入 ${good} 行，有问题 ${bad} 行（不会导入）`,
  importing: (done: number, total: number) => `正在导入 ${done} / ${total}`,
  imported: (count: number) => `已导入 ${count} 台设备`,
  importFailed: '导入失败，没有写入任何设备，请重试',
  serialMissing: '缺少序列号',
  nameMissing: '缺少设备名称',
  serialDuplicateInFile: (line: number) => `序列号与第 ${line} 行重复`,
  serialRegistered: '序列号已登记',
  modelUnknown: (value: string) => `未知型号“${value}”`,
  modelMissing: '缺少设备型号',
  fleetUnknown: (value: string) => `未知车队“${value}”`,
  personalizationUnknown: (value: string) => `未知个性化类型“${value}”`,
  remarkTooLongRow: (max: number) => `备注超过 ${max} 个字符`,
  importFailedRow: (reason: string) => `导入失败：${reason}`,
  importedRow: '已导入',
  problemSeparator: '；',
  exampleName: '示例采集器',
  carOption: (plate: string, vin: string) => `${plate}（${vin}）`,
} as const;

/** Column heads of the import template, in order. */
export const csvColumns = {
  serialNo: '序列号',
  name: '设备名称',
  model: '设备型号',
  personalization: '个性化',
  fleet: '车队',
  remark: '备注',
} as const;
