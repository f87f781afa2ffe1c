import type { Faker } from '@faker-js/faker';

import type { DatasetTask, DatasetTaskStatus, IdName } from '../../api/generated/model';
import { Collection } from './collection';
import type { VehicleRecord } from './master-seed';
import { iso, numbered } from './seed-helpers';

export type DatasetTaskRecord = DatasetTask;

/** Strategies the seeded tasks point at (ids from the contract's example on), by their zh-CN name. */
export const taskStrategySeed: readonly IdName[] = numbered(
  [
    '智己 L7 车速分析',
    '智己 LS6 电池温度分析',
    '飞凡 R7 制动能量回收',
    '荣威 RX5 油耗统计',
    'MG4 EV 充电曲线',
    '大通 EV90 载重续航',
    '高速工况 ADAS 接管',
    '冬季低温冷启动',
  ].map((name) => ({ name })),
  301,
);

/** Bus types the dataset tasks can be computed over (get_port_types). */
export const taskPortTypes: readonly string[] = [
  'CAN',
  'CAN FD',
  'LIN',
  'FlexRay',
  'Ethernet 100Base-T1',
  'Ethernet 1000Base-T1',
];

const versionNames = ['V2.3.1', 'V2.4.0', 'V3.0.0', 'V3.1.0-beta', 'V3.2.0'];

const scenes = ['高速车速计算', '城市工况统计', '充放电分析', '温度场计算', '制动事件提取'];
const people = ['李娜', '张伟', '王芳', '刘洋', '陈静'];
const statusCycle: readonly DatasetTaskStatus[] = [2, 0, 2, 1, 3, 2, 4, 0, 2, 2];

const DAY = 86_400_000;

export const seedTasks = (f: Faker, vehicles: readonly VehicleRecord[]) => {
  // Ids from 12 on, as the contract's examples name V2.3.1 and V2.4.0.
  const taskVersions = new Collection<IdName>(
    numbered(
      versionNames.map((name) => ({ name })),
      12,
    ),
  );
  const versions = taskVersions.all();
  const vins = vehicles.map((vehicle) => vehicle.vin);
  const datasetTasks = new Collection<DatasetTaskRecord>(
    numbered(
      Array.from({ length: 42 }, (_, index) => {
        const strategy = taskStrategySeed[index % taskStrategySeed.length] as IdName;
        const status = statusCycle[index % statusCycle.length] as DatasetTaskStatus;
        const created = f.date.recent({ days: 60 });
        const start = new Date(Date.UTC(2026, 8 + (index % 3), 1 + (index % 20), 16));
        const end = new Date(start.getTime() + f.number.int({ min: 1, max: 20 }) * DAY - 1000);
        const progress = status === 2 ? 100 : status === 0 ? 0 : f.number.int({ min: 10, max: 80 });
        const message =
          status === 4
            ? `端口 CAN${f.number.int({ min: 1, max: 8 })} 的原始数据文件缺失`
            : status === 2
              ? `已生成 ${f.number.int({ min: 120, max: 4800 })} 个数据片段`
              : status === 3
                ? '任务已被手动停止'
                : null;
        return {
          name: `${strategy.name.split(' ')[0] ?? ''} ${scenes[index % scenes.length] ?? ''} ${index + 1}`,
          strategyId: strategy.id,
          strategyName: strategy.name,
          vins: f.helpers.arrayElements(vins, { min: 1, max: 3 }),
          versions: f.helpers.arrayElements(versions, { min: 0, max: 2 }),
          portTypes: f.helpers.arrayElements(taskPortTypes, { min: 1, max: 2 }),
          startTime: iso(start),
          endTime: iso(end),
          status,
          progress,
          createdBy: people[index % people.length] ?? '李娜',
          createdAt: iso(created),
          updatedAt: iso(f.date.between({ from: created, to: f.defaultRefDate() })),
          message,
        };
      }),
      640,
    ),
  );
  return { datasetTasks, taskVersions };
};
