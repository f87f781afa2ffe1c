export const vehicleStrings = {
  listTitle: '车辆列表',
  vin: 'VIN',
  plate: '车牌号',
  model: '车型',
  fleet: '车队',
  device: '采集设备',
  ecus: '装车 ECU',
  noFleet: '未分配',
  noFleetOption: '不分配车队',
  noDevice: '未装设备',
  searchLabel: '搜索车辆',
  searchPlaceholder: 'VIN 或车牌号',
  empty: '还没有车辆，点击“新增”或“批量导入”添加',
  filteredEmpty: '没有符合条件的车辆',
  addTitle: '新增车辆',
  addDescription:
    'VIN 按 GB 16735 校验（17 位，不含 I、O、Q，第 9 位为校验位），且不能与已有车辆重复。',
  editTitle: '编辑车辆',
  editDescription: (plate: string) => `修改车辆“${plate}”。`,
  vinChecking: '正在检查 VIN 是否已被使用…',
  vinAvailable: 'VIN 校验通过，未被其他车辆使用',
  vinTaken: 'VIN 已被其他车辆使用',
  vinCheckFailed: '暂时无法检查 VIN 是否重复，保存时由服务器检查',
  ecusPlaceholder: '不选',
  importCsv: '批量导入',
  chooseModelFirst: '先选择车型',
  deleteName: (plate: string, vin: string) => `${plate}（${vin}）`,
  unbindsDevices: (serials: readonly string[]) =>
    `车上的采集设备 ${serials.join('、')} 将解除绑定。`,
  exportFileName: (day: string) => `车辆-${day}.csv`,
} as const;

/** The import's own words; the shared import dialog brings the rest. */
export const vehicleImportStrings = {
  title: '批量导入车辆',
  description:
    '按模板填写 CSV 文件（UTF-8，可用 Excel 另存为“CSV UTF-8”）。预览标出每一行的问题；只导入没有问题的行，且一次全部写入，失败则一辆也不写入。',
  templateFileName: '车辆导入模板.csv',
  importGood: (count: number) => `导入 ${count} 辆车`,
  imported: (count: number) => `已导入 ${count} 辆车`,
  saveFailed: '导入失败，没有写入任何车辆，请重试',
  fileEmpty: '文件中没有车辆行',
  missingColumns: (names: readonly string[]) => `缺少列：${names.join('、')}`,
  tooManyRows: (max: number) => `一次最多导入 ${max} 行`,
  vinMissing: '缺少 VIN',
  vinDuplicateInFile: (line: number) => `VIN 与第 ${line} 行重复`,
  vinRegistered: 'VIN 已被已有车辆使用',
  modelMissing: '缺少车型',
  modelUnknown: (value: string) => `未知车型“${value}”`,
  fleetUnknown: (value: string) => `未知车队“${value}”`,
  exampleRemark: '示例：可删除此行',
  exampleVin: 'LVSHCAMB1CE054249',
  examplePlate: '沪AD12345',
} as const;

/** Column heads of the import template, in order. */
export const vehicleCsvColumns = {
  vin: 'VIN',
  plate: '车牌号',
  model: '车型',
  fleet: '车队',
  remark: '备注',
} as const;
