import { http } from '../typed-http';
import { AuthorityCode, type AuthorityGroup } from '../../api/generated/model';
import { ok } from '../respond';

/** The zh-CN name of every authority code, as the platform's role editor shows it. */
const labels: Record<AuthorityCode, string> = {
  'dashboard:view': '数据看板',
  'device:list': '设备列表',
  'device:config': '设备配置',
  'device:upgrade': '设备升级',
  'device:delete': '删除设备',
  'test-project:view': '试验项目',
  'test-project:delete': '删除试验项目',
  'monitor:global': '全局监控',
  'monitor:single': '单设备监控',
  'data:original': '原始数据',
  'data:original-date': '原始数据（按日期）',
  'data:cut': '数据切片',
  'data:testing-check': '试验检查',
  'data:file-remove': '删除数据文件',
  'data:ori-file-remove': '删除原始数据文件',
  'compute:signal-dict': '信号字典',
  'compute:signal-dict-delete': '删除信号字典',
  'compute:task': '计算任务',
  'compute:task-delete': '删除计算任务',
  'compute:data-dashboard': '数据仪表盘',
  'compute:strategy-delete': '删除数据集策略',
  'compute:marker': '标记规则',
  'firmware:list': '固件列表',
  'firmware:delete': '删除固件',
  'database:view': '数据库',
  'database:delete': '删除数据库备份',
  'master:car-team': '车队',
  'master:car-team-delete': '删除车队',
  'master:vehicle-model': '车型',
  'master:vehicle-model-delete': '删除车型',
  'master:vehicle': '车辆',
  'master:vehicle-delete': '删除车辆',
  'master:tester': '试验员',
  'master:tester-delete': '删除试验员',
  'master:ecu': 'ECU',
  'master:ecu-delete': '删除 ECU',
  'system:account': '账号管理',
  'system:account-delete': '删除账号',
  'system:account-reset-password': '重置账号密码',
  'system:role': '角色管理',
  'system:role-delete': '删除角色',
  'system:log': '操作日志',
  'system:tag': '客户标签',
  'system:tag-delete': '删除客户标签',
  'system:announcement': '公告管理',
  'system:announcement-delete': '删除公告',
  'download:view': '下载中心',
  'download:delete': '删除下载任务',
};

const areas: [AuthorityGroup['group'], string, string][] = [
  ['dashboard', '数据看板', 'dashboard:'],
  ['device-management', '采集设备管理', 'device:'],
  ['test-project-management', '试验项目管理', 'test-project:'],
  ['monitoring', '实时监控', 'monitor:'],
  ['data-manager', '数据管理', 'data:'],
  ['data-compute', '数据计算平台', 'compute:'],
  ['firmware-library', '固件库', 'firmware:'],
  ['database-management', '数据库管理', 'database:'],
  ['master-data-management', '主数据管理', 'master:'],
  ['system-management', '系统管理', 'system:'],
  ['download', '下载中心', 'download:'],
];

export const authorityGroups = (): AuthorityGroup[] =>
  areas.map(([group, label, prefix]) => ({
    group,
    label,
    authorities: Object.values(AuthorityCode)
      .filter((code) => code.startsWith(prefix))
      .map((code) => ({ code, label: labels[code] })),
  }));

export const authorityCodesHandler = http.get('/api/role/authorities', () => ok(authorityGroups()));
