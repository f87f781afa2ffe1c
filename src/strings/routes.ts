import { common } from './common';

export const appName = common.appName;

/** Fixed wording of the glossary: menu item = breadcrumb = page title = <h1>. */

export const routeTitles = {
  login: '登录',
  dashboard: '数据看板',

  deviceManagement: '采集设备管理',
  deviceList: '设备列表',
  deviceConfiguration: '设备配置',
  deviceFirmwareUpdate: '设备升级',

  testProjectManagement: '试验项目管理',
  testProject: '试验项目',

  monitoring: '实时监控',
  globalMonitoring: '全局监控',
  singleDeviceMonitoring: '单设备监控',

  dataManager: '数据管理',
  originalData: '原始数据',
  originalDataDate: '原始数据（按日期）',
  dataCut: '数据切片',
  testingCheck: '试验检查',

  dataCompute: '数据计算平台',
  signalDict: '信号字典',
  signalDictAdd: '新增信号字典',
  signalDictEdit: '编辑信号字典',
  task: '计算任务',
  globalTaskAdd: '新增任务',
  globalTaskEdit: '编辑任务',
  dataDashboard: '数据仪表盘',
  marker: '标记规则',

  firmwareLibrary: '固件库',
  firmwareLibraryList: '固件列表',

  databaseManagement: '数据库管理',
  database: '数据库',

  masterDataManagement: '主数据管理',
  carTeam: '车队',
  carTeamNew: '新建车队',
  carTeamEdit: '编辑车队',
  vehicleModel: '车型',
  vehicle: '车辆',
  tester: '试验员',
  ecu: 'ECU',

  systemManagement: '系统管理',
  accountManagement: '账号管理',
  roleManagement: '角色管理',
  operationLog: '操作日志',
  customerTags: '客户标签',
  announcements: '公告管理',

  download: '下载中心',
  editPassword: '修改密码',
  notFound: '页面不存在',
} as const;

export type RouteTitleKey = keyof typeof routeTitles;

/** `设备列表 - 车辆数据采集平台`: the page title always comes first. */
export const documentTitle = (pageTitle: string): string => `${pageTitle} - ${appName}`;
