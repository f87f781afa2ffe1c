import type { RouteTitleKey } from '@/strings/routes';

/**
 * The pinyin initials of every route title, one letter per Han character, written by hand so the
 * command palette finds a screen by them (`sblb` for the device list). Titles without Han
 * characters (ECU) have none: they are found by their own letters.
 */
export const screenInitials: Readonly<Record<RouteTitleKey, string>> = {
  login: 'dl',
  dashboard: 'sjkb',

  deviceManagement: 'cjsbgl',
  deviceList: 'sblb',
  deviceConfiguration: 'sbpz',
  deviceFirmwareUpdate: 'sbsj',

  testProjectManagement: 'syxmgl',
  testProject: 'syxm',

  monitoring: 'ssjk',
  globalMonitoring: 'qjjk',
  singleDeviceMonitoring: 'dsbjk',

  dataManager: 'sjgl',
  originalData: 'yssj',
  originalDataDate: 'yssjarq',
  dataCut: 'sjqp',
  testingCheck: 'syjc',

  dataCompute: 'sjjspt',
  signalDict: 'xhzd',
  signalDictAdd: 'xzxhzd',
  signalDictEdit: 'bjxhzd',
  task: 'jsrw',
  globalTaskAdd: 'xzrw',
  globalTaskEdit: 'bjrw',
  dataDashboard: 'sjybp',
  marker: 'bjgz',

  firmwareLibrary: 'gjk',
  firmwareLibraryList: 'gjlb',

  databaseManagement: 'sjkgl',
  database: 'sjk',

  masterDataManagement: 'zsjgl',
  carTeam: 'cd',
  carTeamNew: 'xjcd',
  carTeamEdit: 'bjcd',
  vehicleModel: 'cx',
  vehicle: 'cl',
  tester: 'syy',
  ecu: '',

  systemManagement: 'xtgl',
  accountManagement: 'zhgl',
  roleManagement: 'jsgl',
  operationLog: 'czrz',
  customerTags: 'khbq',
  announcements: 'gggl',

  download: 'xzzx',
  editPassword: 'xgmm',
  notFound: 'ymbcz',
};
