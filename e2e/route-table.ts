/** The route table of the product specification with the glossary's titles (area, screen). */
export interface RouteRow {
  path: string;
  area: string;
  title: string;
}

export const ROUTES: RouteRow[] = [
  { path: '/dashboard', area: '数据看板', title: '数据看板' },
  { path: '/device-management/device-list', area: '采集设备管理', title: '设备列表' },
  { path: '/device-management/device-configuration', area: '采集设备管理', title: '设备配置' },
  { path: '/device-management/device-firmware-update', area: '采集设备管理', title: '设备升级' },
  { path: '/test-project-management/testproject', area: '试验项目管理', title: '试验项目' },
  { path: '/monitoring/global-monitoring', area: '实时监控', title: '全局监控' },
  { path: '/monitoring/single-device-monitoring', area: '实时监控', title: '单设备监控' },
  { path: '/monitoring/single-device-monitoring/1', area: '实时监控', title: '单设备监控' },
  { path: '/data-manager/original-data', area: '数据管理', title: '原始数据' },
  { path: '/data-manager/original-data-date', area: '数据管理', title: '原始数据（按日期）' },
  { path: '/data-manager/data-cut', area: '数据管理', title: '数据切片' },
  { path: '/data-manager/testing-check', area: '数据管理', title: '试验检查' },
  { path: '/data-compute/signal-dict', area: '数据计算平台', title: '信号字典' },
  { path: '/data-compute/signal-dict-handle/add/1', area: '数据计算平台', title: '新增信号字典' },
  { path: '/data-compute/signal-dict-handle/edit/3', area: '数据计算平台', title: '编辑信号字典' },
  { path: '/data-compute/task', area: '数据计算平台', title: '计算任务' },
  { path: '/data-compute/global-task/add/1', area: '数据计算平台', title: '新增任务' },
  { path: '/data-compute/global-task/edit/2', area: '数据计算平台', title: '编辑任务' },
  { path: '/data-compute/data-dashboard', area: '数据计算平台', title: '数据仪表盘' },
  { path: '/data-compute/marker', area: '数据计算平台', title: '标记规则' },
  { path: '/firmware-library/firmware-library-list', area: '固件库', title: '固件列表' },
  { path: '/database-management/database', area: '数据库管理', title: '数据库' },
  { path: '/master-data-management/car-team', area: '主数据管理', title: '车队' },
  { path: '/master-data-management/car-team-info/new/0', area: '主数据管理', title: '新建车队' },
  { path: '/master-data-management/car-team-info/new/1', area: '主数据管理', title: '新建车队' },
  { path: '/master-data-management/car-team-info/edit/1', area: '主数据管理', title: '编辑车队' },
  { path: '/master-data-management/vehicle-model', area: '主数据管理', title: '车型' },
  { path: '/master-data-management/vehicle', area: '主数据管理', title: '车辆' },
  { path: '/master-data-management/tester', area: '主数据管理', title: '试验员' },
  { path: '/master-data-management/ecu', area: '主数据管理', title: 'ECU' },
  { path: '/system-management/account-management', area: '系统管理', title: '账号管理' },
  { path: '/system-management/role-management', area: '系统管理', title: '角色管理' },
  { path: '/system-management/operation-log', area: '系统管理', title: '操作日志' },
  { path: '/system-management/customer-tags', area: '系统管理', title: '客户标签' },
  { path: '/system-management/announcements', area: '系统管理', title: '公告管理' },
  { path: '/download', area: '下载中心', title: '下载中心' },
  { path: '/edit-password', area: '修改密码', title: '修改密码' },
];

/** Bare section paths and where they lead. */
export const BARE_REDIRECTS: Array<[string, string]> = [
  ['/device-management', '/device-management/device-list'],
  ['/test-project-management', '/test-project-management/testproject'],
  ['/monitoring', '/monitoring/global-monitoring'],
  ['/data-manager', '/data-manager/original-data'],
  ['/data-compute', '/data-compute/signal-dict'],
  ['/firmware-library', '/firmware-library/firmware-library-list'],
  ['/database-management', '/database-management/database'],
  ['/master-data-management', '/master-data-management/vehicle-model'],
  ['/system-management', '/system-management/account-management'],
];

/** Paths whose `{type}` or `{id}` the routes refuse (ids are positive integers). */
export const BAD_PARAMS = [
  '/data-compute/signal-dict-handle/edit/0',
  '/data-compute/global-task/edit/abc',
  '/data-compute/signal-dict-handle/remove/1',
  '/data-compute/global-task/new/1',
  '/master-data-management/car-team-info/add/1',
  '/master-data-management/car-team-info/edit/abc',
  '/monitoring/single-device-monitoring/-4',
];

/** Paths no route knows. */
export const UNKNOWN_PATHS = [
  '/no/such/page',
  '/device-management/nothing',
  '/device-management/device-list/extra',
  '/data-compute/signal-dict-handle/add',
];

/** Area first, page last; a screen that is its own area has a one-crumb trail. */
export const trailOf = (row: RouteRow) =>
  row.area === row.title ? [row.title] : [row.area, row.title];
