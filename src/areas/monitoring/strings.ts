import { common } from '@/strings/common';

export { busLabels } from '@/strings/bus-types';

/** Every zh-CN text of the monitoring screens. */
export const monitoringStrings = {
  retry: common.retry,
  loading: '正在加载…',
  // Connection
  connecting: '连接中',
  connected: '已连接',
  disconnected: '已断开',
  lastMessage: (time: string) => `最后消息 ${time}`,
  noMessageYet: '尚未收到消息',
  retryAt: (time: string) => `将于 ${time} 重连`,
  forbidden: '没有实时监控的权限，连接已关闭。',
  notFound: '该设备不存在，连接已关闭。',
  storedState: (time: string) => `显示的是 ${time} 保存的最后状态，正在重新连接…`,
  // Counts
  online: '在线',
  offline: '离线',
  collecting: '采集中',
  deviceTotal: '设备总数',
  all: '全部',
  running: '运行',
  stop: '停止',
  idle: '空闲',
  busType: '总线类型',
  portCountsTitle: '端口统计（在线设备）',
  summaryFailed: '概况加载失败',
  // Global grid
  gridTitle: '设备',
  gridEmpty: '没有符合条件的设备',
  gridFailed: '设备列表加载失败',
  // Read before a tile's visible text, which names the link (WCAG 2.5.3: the name holds what shows).
  openDevice: '查看实时监控',
  notInCar: '未装车',
  noFleet: '未分配车队',
  portsLine: (running: number, stop: number) => `运行 ${running} · 停止 ${stop}`,
  alarmsTitle: '最近告警',
  noAlarms: '暂无告警',
  alarmLevels: { info: '提示', warning: '警告', critical: '严重' },
  // Filters
  fleet: '车队',
  car: '车辆',
  state: '状态',
  allFleets: '全部车队',
  allCars: '全部车辆',
  allStates: '全部状态',
  reset: common.reset,
  // Single device
  chooser: {
    title: '选择要监控的设备',
    hint: '按序列号、设备名称或车牌搜索，在线设备排在前面。',
    searchLabel: '搜索设备',
    searchPlaceholder: '序列号、设备名称或车牌',
    failed: '设备加载失败',
    empty: '没有找到设备',
    emptyHint: '换个关键字试试。',
    listLabel: '设备',
  },
  chooseDevice: '监控设备',
  changeDevice: '更换设备',
  portsFailed: '端口状态加载失败',
  infoFailed: '设备信息加载失败',
  /** A failure with the catalogued reason (服务器错误, 网络请求超时 …) after it. */
  failedBecause: (what: string, reason: string) => `${what}：${reason}`,
  portsEmpty: '该设备没有端口',
  slot: (index: number) => `端口 ${index}`,
  freeSlot: '未配置',
  beyondCapacity: '超出容量',
  silent: '无数据',
  silentHint: (seconds: number) => `超过 ${seconds} 秒没有收到该设备的消息`,
  portStatus: { 0: '空闲', 1: '运行', 2: '停止' } as Record<number, string>,
  groupCounts: (all: number, running: number, stop: number, idle: number) =>
    `全部 ${all} · 运行 ${running} · 停止 ${stop} · 空闲 ${idle}`,
} as const;

export const stateOptions = [
  { value: 'online', label: '在线' },
  { value: 'offline', label: '离线' },
  { value: 'collecting', label: '采集中' },
] as const;
