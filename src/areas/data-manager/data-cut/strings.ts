/** Ports a slice can be limited to. */
export const slicePorts = ['CAN1', 'CAN2', 'LIN1', 'ETH1'] as const;

export const dataCutStrings = {
  formTitle: '切片条件',
  car: '车辆',
  carPlaceholder: '请选择车辆',
  portType: '端口类型',
  allPorts: '全部端口',
  startTime: '开始时间',
  endTime: '结束时间',
  files: '数据文件',
  filesHint:
    '勾选文件时只切这些文件（端口类型不再生效）；不勾选时切该车所选端口在时间窗内的全部数据。',
  filesTable: '可切片的数据文件',
  filesEmpty: '该车在开始时间当天没有可切片的数据文件',
  filesNeedCar: '选择车辆与开始时间后列出当天的数据文件',
  filesFailed: '获取数据文件失败',
  chooseFile: (name: string) => `选择 ${name}`,
  carRequired: '请选择要切片的车辆',
  tooManyFiles: (max: number) => `最多选择 ${max} 个文件`,
  slice: '切片',
  slicing: '切片中…',
  reset: '重置',
  result: '最近一次切片',
  request: (plate: string, start: string, end: string, scope: string) =>
    `${plate}：${start} 至 ${end}；${scope}`,
  requestFiles: (count: number) => `所选文件 ${count} 个`,
  requestPorts: (ports: string) => `端口 ${ports}`,
  allPortsShort: '全部端口',
  listSeparator: '、',
  queued: (name: string) => `切片文件「${name}」已在下载中心生成，完成后可下载。`,
  openDownloads: '前往下载中心',
  failed: '切片失败',
  at: (time: string) => `提交于 ${time}`,
} as const;
