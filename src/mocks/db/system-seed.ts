import type { Faker } from '@faker-js/faker';
import type {
  AnnouncementLevel,
  AnnouncementStatus,
  OperationLog,
} from '../../api/generated/model';
import { Collection } from './collection';
import { iso, numbered } from './seed-helpers';

export interface AnnouncementRecord {
  id: number;
  title: string;
  content: string;
  level: AnnouncementLevel;
  status: AnnouncementStatus;
  publishedAt: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

const shift = (at: string, ms: number): string => iso(new Date(Date.parse(at) + ms));

export const seedSystem = (f: Faker) => {
  const announcements = new Collection<AnnouncementRecord>(
    numbered(
      (
        [
          [
            '平台将于本周六 22:00 停机维护',
            '维护期间数据采集不受影响，网页端暂停访问约两小时。',
            'important',
            'published',
          ],
          [
            'VD-3000 主控固件 V3.0.0 发布',
            '新增 CAN FD 自动波特率识别，请在设备升级页面创建升级任务。',
            'normal',
            'published',
          ],
          [
            '海南高温试验数据归档通知',
            '2026 年夏季高温试验数据将于月底归档，请提前下载所需文件。',
            'urgent',
            'published',
          ],
          ['旧版数据下载接口下线', '旧版下载接口已于上月下线。', 'normal', 'withdrawn'],
          [
            '冬季标定试验安排（草稿）',
            '黑河冬季标定队 12 月出发，具体车辆安排待定。',
            'normal',
            'draft',
          ],
        ] as const
      ).map(([title, content, level, status]) => {
        const createdAt = iso(f.date.recent({ days: 60 }));
        return {
          title,
          content,
          level,
          status,
          publishedAt: status === 'draft' ? null : shift(createdAt, 3_600_000),
          createdBy: '张伟',
          createdAt,
          updatedAt: shift(createdAt, 3_600_000),
        };
      }),
      21,
    ),
  );
  const actions: [OperationLog['action'], string][] = [
    ['login', '登录系统'],
    ['create', '新建车辆 沪A12345'],
    ['update', '编辑设备 VD-3000 #02'],
    ['delete', '删除试验项目 TP-2026-009'],
    ['upgrade', '创建固件升级任务'],
    ['download', '批量下载数据文件'],
    ['export', '导出试验检查'],
    ['config', '保存端口配置'],
  ];
  const operationLogs = new Collection<OperationLog>(
    Array.from({ length: 36 }, (_, index) => {
      const [action, target] = actions[index % actions.length] ?? ['login', '登录系统'];
      return {
        username: index % 5 === 0 ? 'guest' : index % 3 === 0 ? 'tester02' : 'admin',
        action,
        target,
        ip: `10.18.${100 + (index % 8)}.${20 + index}`,
        result: index % 11 === 4 ? 'failure' : 'success',
        time: iso(new Date(Date.parse('2026-11-20T00:30:00Z') - index * 5_400_000)),
      };
    }),
  );
  return { announcements, operationLogs };
};
