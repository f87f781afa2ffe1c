import { common } from '@/strings/common';

/** Bus type names as the glossary writes them. */
export { busLabels } from '@/strings/bus-types';

/** Every zh-CN text of the device configuration screen. */
export const configStrings = {
  confirm: common.confirm,
  cancel: common.cancel,
  save: common.save,
  retry: common.retry,
  loading: common.loading,

  // Device chooser
  chooser: {
    title: '选择要配置的设备',
    hint: '按序列号、设备名称、车牌或 VIN 搜索，然后选择一台设备。',
    searchLabel: '搜索设备',
    searchPlaceholder: '序列号、名称、车牌或 VIN，按 / 聚焦',
    failed: '设备列表加载失败',
    empty: '没有找到设备',
    emptyHint: '换一个关键字再试。',
    listLabel: '设备',
  },
  notInCar: '未装车',
  chooseDevice: '配置',

  // Device header
  serialNo: '序列号',
  deviceName: '设备名称',
  model: '型号',
  car: '车辆',
  switchDevice: '切换设备',
  carOf: (plate: string, vin: string) => `${plate}（${vin}）`,
  deviceFailed: '设备信息加载失败',
  configFailed: '端口配置加载失败',

  // Form
  personalizationTitle: '个性化',
  personalization: '设备个性化',
  portsTitle: '总线端口',
  noPorts: '该设备没有可配置的总线端口',
  noPortsHint: '设备型号不具备任何总线类型；仍可修改个性化设置。',
  usage: (used: number, capacity: number) => `已用 ${used} / ${capacity}`,
  enabledCount: (count: number) => `启用 ${count}`,
  addPort: '添加端口',
  addPortTo: (bus: string) => `添加${bus}端口`,
  addSlot: (port: string) => `添加 ${port}`,
  /** How controls name a port: by its slot, which stays put while its name is typed. */
  portRef: (bus: string, index: number) => `${bus} ${index}`,
  remove: '移除',
  removePort: (port: string) => `移除 ${port}`,
  slot: '槽位',
  emptySlot: '空闲',
  beyondCapacity: '超出容量',
  enabled: '启用',
  portName: '名称',
  bitrate: '速率 (bit/s)',
  dataBitrate: '数据段速率 (CAN FD, bit/s)',
  collectionOptions: '采集选项',
  collectionTrigger: '采集触发',
  actions: common.actions,
  fieldOf: (port: string, field: string) => `${port} ${field}`,
  notApplicable: '—',
  enumValue: (id: number) => `取值 ${id}`,

  // Rules
  overCapacity: (bus: string, capacity: number) =>
    capacity === 0 ? `${bus} 不能配置端口` : `${bus} 最多 ${capacity} 个端口`,
  overEnabled: (bus: string, capacity: number) =>
    capacity === 0 ? `${bus} 不能启用端口` : `${bus} 最多启用 ${capacity} 个端口`,
  nameRequired: '请填写端口名称',
  nameTooLong: (max: number) => `端口名称最多 ${max} 个字符`,
  nameTaken: '端口名称与同一设备的其他端口重复',
  bitrateInvalid: (min: string, max: string) => `请填写 ${min} 至 ${max} 之间的整数`,
  dataBitrateInvalid: (min: string, max: string) =>
    `请填写 ${min} 至 ${max} 之间的整数，或留空表示非 CAN FD`,
  fixErrors: '请先修正标出的问题',

  // Save
  diffTitle: '确认保存以下变更',
  diffDescription: '端口配置将整体覆盖，设备下次上线时下发。',
  noChanges: '没有需要保存的变更',
  added: '新增',
  removed: '移除',
  changed: '修改',
  arrow: '→',
  fieldChange: (field: string, from: string, to: string) => `${field}：${from} → ${to}`,
  on: '启用',
  off: '停用',
  bitPerSecond: (value: string) => `${value} bit/s`,
  saved: '设备配置已保存',
  saveFailed: '保存失败，修改仍保留在表单中',
  /** A failure, with the server's or the catalogue's reason when there is one. */
  failedWith: (what: string, reason: string | null) => (reason ? `${what}：${reason}` : what),
  separator: '；',
  portsSavedOnly: '端口配置已保存，个性化未能保存',
  leaveDescription: '设备配置的修改尚未保存；草稿已保存在本机，下次打开该设备时可以恢复。',
} as const;

/** Labels of the collection enumerations until the server's arrive. */
export const collectionOptionLabels = { 0: '全量采集', 1: '按信号采集', 2: '不采集' } as const;
export const collectionTriggerLabels = { 0: '上电触发', 1: '条件触发', 2: '手动触发' } as const;
export const personalizationFallback = { 0: '标准', 1: '定制' } as const;
