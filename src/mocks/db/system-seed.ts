import type { Faker } from '@faker-js/faker';

import type {
  AnnouncementAudience,
  AnnouncementLevel,
  AnnouncementStatus,
  OperationLog,
} from '../../api/generated/model';
import { Collection } from './collection';
import { iso, numbered } from './seed-helpers';

export interface AnnouncementRecord {
  id: number;
  title: string;
  /** Rich text (an HTML fragment) as the editor wrote it; every reader sanitizes it. */
  content: string;
  level: AnnouncementLevel;
  status: AnnouncementStatus;
  audience: AnnouncementAudience;
  userTagIds: number[];
  startAt: string | null;
  endAt: string | null;
  publishedAt: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

const shift = (at: string, ms: number): string => iso(new Date(Date.parse(at) + ms));
const HOUR = 3_600_000;

type SeedAnnouncement = readonly [string, string, AnnouncementLevel, AnnouncementStatus, number[]];

const seedAnnouncements: readonly SeedAnnouncement[] = [
  [
    '平台将于本周六 22:00 停机维护',
    '<p>维护期间数据采集<strong>不受影响</strong>，网页端暂停访问约两小时。</p>',
    'important',
    'published',
    [],
  ],
  [
    'VD-3000 主控固件 V3.0.0 发布',
    '<p>新增功能：</p><ul><li>CAN FD 自动波特率识别</li><li>断电续传</li></ul><p>请在<a href="https://vdaq.example.cn/help/upgrade">设备升级</a>页面创建升级任务。</p>',
    'normal',
    'published',
    [],
  ],
  [
    '海南高温试验数据归档通知',
    '<p>2026 年夏季高温试验数据将于月底归档，请<em>提前下载</em>所需文件。</p>',
    'urgent',
    'published',
    [1, 2],
  ],
  ['旧版数据下载接口下线', '<p>旧版下载接口已于上月下线。</p>', 'normal', 'withdrawn', []],
  [
    '冬季标定试验安排（草稿）',
    '<p>黑河冬季标定队 12 月出发，具体车辆安排待定。</p>',
    'normal',
    'draft',
    [],
  ],
];

const logActions: readonly (readonly [OperationLog['action'], string, string])[] = [
  ['login', '登录系统', 'POST /api/user/login {"username":"%u"}'],
  ['create', '车辆 沪A12345', 'POST /api/car/save {"plate":"沪A12345"}'],
  ['update', '设备 VD-3000 #02', 'POST /api/device/update {"id":1002}'],
  ['delete', '试验项目 TP-2026-009', 'POST /api/testProject/delete {"ids":[9]}'],
  ['upgrade', '固件升级任务 #318', 'POST /api/upgrade/job/save {"firmwareId":4}'],
  ['download', '数据文件 12 个', 'POST /api/data/bulkDownload {"ids":[301,302]}'],
  ['export', '试验检查', 'GET /api/trace/marker/rule_rcd/list2csv'],
  ['config', '设备 VD2K2411A0007 端口配置', 'POST /api/device/config/save {"deviceId":1007}'],
  ['logout', '退出登录', 'POST /api/user/logout'],
  ['run', '计算任务 冬季能耗', 'POST /api/dataset_task/run {"id":12}'],
];
const logUsers = ['admin', 'guest', 'tester01', 'tester02', 'tester05', 'tester11'];

/** Enough history to page through and to export: about two months of a busy platform. */
export const OPERATION_LOG_SEED_SIZE = 3200;

export const seedSystem = (f: Faker) => {
  const announcements = new Collection<AnnouncementRecord>(
    numbered(
      seedAnnouncements.map(([title, content, level, status, userTagIds]) => {
        const createdAt = iso(f.date.recent({ days: 60 }));
        return {
          title,
          content,
          level,
          status,
          audience: userTagIds.length > 0 ? ('userTags' as const) : ('all' as const),
          userTagIds,
          startAt: null,
          // The seeded notices' windows are over: a fresh session starts with nothing to show
          // after login, and what the demo publishes is what users see.
          endAt: status === 'draft' ? null : shift(createdAt, 2 * HOUR),
          publishedAt: status === 'draft' ? null : shift(createdAt, HOUR),
          createdBy: '张伟',
          createdAt,
          updatedAt: shift(createdAt, HOUR),
        };
      }),
      21,
    ),
  );
  const newest = Date.parse('2026-11-20T00:30:00Z');
  const operationLogs = new Collection<OperationLog>(
    Array.from({ length: OPERATION_LOG_SEED_SIZE }, (_, index) => {
      const [action, target, request] = logActions[index % logActions.length] ?? ['login', '', ''];
      const username = logUsers[(index * 7) % logUsers.length] ?? 'admin';
      const failed = index % 23 === 4;
      return {
        username,
        action,
        target,
        ip: `10.18.${100 + (index % 8)}.${20 + (index % 200)}`,
        result: failed ? ('failure' as const) : ('success' as const),
        time: iso(new Date(newest - index * 1_080_000)),
        request: request.replace('%u', username),
        message: failed ? (action === 'login' ? '用户名或密码错误' : '当前状态不允许此操作') : null,
      };
    }).reverse(),
  );
  return { announcements, operationLogs };
};
