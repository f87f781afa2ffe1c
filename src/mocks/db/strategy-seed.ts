import type { Faker } from '@faker-js/faker';

import type { DatasetStrategy, MarkerRuleRecord, SigDictEntry } from '../../api/generated/model';
import { Collection } from './collection';
import type { VehicleRecord } from './master-seed';
import { iso, numbered, stamp } from './seed-helpers';

export type StrategyRecord = DatasetStrategy;
export type MarkerRuleRecordRow = MarkerRuleRecord;

export interface MarkerRuleDef {
  id: number;
  name: string;
  signalName: string;
  min: number;
  max: number;
}

/** The six trace marker rules the records hit (ids start at the contract example's rule 7). */
export const markerRules: readonly MarkerRuleDef[] = [
  { id: 7, name: '急减速', signalName: 'VehSpd', min: 40, max: 130 },
  { id: 8, name: '电池温度过高', signalName: 'BMS_MaxCellTemp', min: 50, max: 65 },
  { id: 9, name: '制动踏板突变', signalName: 'BrkPedlPosn', min: 60, max: 100 },
  { id: 10, name: 'CAN 报文丢失', signalName: 'VCU_Alive', min: 0, max: 0 },
  { id: 11, name: '方向盘转角过大', signalName: 'SteerWhlAg', min: 420, max: 540 },
  { id: 12, name: '电机过温', signalName: 'MotTemp', min: 140, max: 175 },
];

const HOUR_MS = 3_600_000;
const DAY_S = 86_400;
const RECORD_COUNT = 300;

/**
 * Marker records are placed relative to the current hour, so the board's "last days" windows
 * always find hits; within one hour every reset gives the same store.
 */
export const markerAnchor = (): number => Math.floor(Date.now() / HOUR_MS) * HOUR_MS;

const speedSignals: SigDictEntry[] = [
  { signalId: 2048, name: 'VehSpd', nameChn: '车速', unit: 'km/h', formula: null },
  { name: 'VehSpdAvg', nameChn: '平均车速', unit: 'km/h', formula: 'avg(VehSpd)' },
];

// [strategy_name, strategy_name_chn, type, dbc, grafana url (null: none yet)]
const strategies: [string, string, 'calc' | 'raw', string, string | null][] = [
  [
    'im_l7_speed',
    '智己 L7 车速分析',
    'calc',
    'IM_L7_PT_CAN_V2.3.dbc',
    'https://grafana.vdaq.cn/d/im-l7-spd/che-su-fen-xi?orgId=1',
  ],
  [
    'im_ls6_bms',
    '智己 LS6 电池热管理',
    'calc',
    'IM_LS6_BMS_CAN_V1.8.dbc',
    'https://grafana.vdaq.cn/d/im-ls6-bms/dian-chi-re-guan-li?orgId=1',
  ],
  ['rx5_brake', '荣威 RX5 制动分析', 'raw', 'RW_RX5_CH_CAN_V3.1.dbc', null],
  [
    'r7_adas',
    '飞凡 R7 ADAS 触发统计',
    'calc',
    'RS_R7_ADAS_ETH_V2.0.dbc',
    'http://grafana.lab.vdaq.cn:3000/d/r7-adas/adas?orgId=2',
  ],
  // A stored URL that must never be opened: the console's guard is tested against it.
  [
    'mg4_legacy',
    'MG4 EV 旧版看板（待迁移）',
    'raw',
    'MG4_EV_PT_CAN_V1.2.dbc',
    'javascript:alert(document.cookie)',
  ],
  ['ev90_motor', '大通 EV90 电机温升', 'calc', 'MAXUS_EV90_PT_CAN_V2.0.dbc', null],
  [
    'l7_hv_winter',
    '智己 L7 冬季高压标定',
    'calc',
    'IM_L7_HV_CAN_V2.3.dbc',
    'https://grafana.vdaq.cn/d/l7-hv-winter/dong-ji-biao-ding?orgId=1',
  ],
  [
    'ls6_steer',
    '智己 LS6 转向手感',
    'raw',
    'IM_LS6_CH_CAN_V1.8.dbc',
    'https://grafana.vdaq.cn/d/ls6-steer/zhuan-xiang?orgId=1',
  ],
  ['rx5_can_loss', '荣威 RX5 报文丢失监测', 'raw', 'RW_RX5_PT_CAN_V3.1.dbc', null],
  [
    'hainan_heat',
    '海南高温耐久综合',
    'calc',
    'IM_L7_PT_CAN_V2.3.dbc',
    'https://grafana.vdaq.cn/d/hainan-heat/gao-wen-nai-jiu?orgId=1',
  ],
];

const creators = ['张伟', '李娜', '王强', '陈静'];
const ports = ['CAN1', 'CAN2', 'CAN3', 'CAN4', 'LIN1', 'ETH1'];
const remarks: Record<1 | 2, string[]> = {
  1: ['试验员确认为紧急制动测试', '已复核，属实', '确认，已通知标定组'],
  2: ['传感器抖动，已忽略', '试验场调试数据', '重复记录'],
};

const seedMarkerRecords = (f: Faker, vehicles: readonly VehicleRecord[]) => {
  const anchor = markerAnchor();
  const rows = Array.from({ length: RECORD_COUNT }, () => {
    const rule = f.helpers.arrayElement(markerRules);
    const car = f.helpers.arrayElement(vehicles);
    const at = anchor - f.number.int({ min: 60, max: 30 * DAY_S - 1 }) * 1000;
    const status = f.helpers.weightedArrayElement([
      { weight: 5, value: 0 as const },
      { weight: 3, value: 1 as const },
      { weight: 2, value: 2 as const },
    ]);
    const handled = status !== 0;
    const value =
      rule.min === rule.max
        ? rule.min
        : f.number.float({ min: rule.min, max: rule.max, fractionDigits: 1 });
    return {
      at,
      record: {
        ruleId: rule.id,
        ruleName: rule.name,
        vin: car.vin,
        plate: car.plate,
        portType: f.helpers.arrayElement(ports),
        timeStamp: iso(new Date(at)),
        signalName: rule.signalName,
        signalValue: value,
        status,
        remark: handled ? f.helpers.arrayElement(remarks[status]) : null,
        updatedBy: handled ? f.helpers.arrayElement(creators) : null,
        updatedAt: iso(
          new Date(handled ? at + f.number.int({ min: 1, max: 48 }) * HOUR_MS : at + 1000),
        ),
      },
    };
  });
  // Ids grow with time, as a recorder numbers its hits.
  rows.sort((a, b) => a.at - b.at);
  return new Collection<MarkerRuleRecordRow>(
    numbered(
      rows.map((row) => row.record),
      90_001,
    ),
  );
};

/** Dataset strategies of the data dashboard and the trace marker rule records. */
export const seedStrategies = (f: Faker, vehicles: readonly VehicleRecord[]) => ({
  strategies: new Collection<StrategyRecord>(
    numbered(
      strategies.map(([name, chn, type, dbc, url], index) => ({
        strategy_name: name,
        strategy_name_chn: chn,
        strategy_type: type,
        dbc_cfg: dbc,
        sigList:
          index === 0
            ? speedSignals
            : Array.from({ length: f.number.int({ min: 1, max: 6 }) }, (_, n) => ({
                signalId: 2000 + index * 50 + n,
                name: `Sig${String(index)}_${String(n)}`,
                nameChn: `信号 ${String(index)}-${String(n)}`,
                unit: f.helpers.arrayElement(['km/h', '℃', '%', 'V', 'A', 'deg']),
                formula: null,
              })),
        grafanaUrls: url === null ? [] : [url],
        createdBy: f.helpers.arrayElement(creators),
        createdAt: stamp(f).createdAt,
      })),
      301,
    ),
  ),
  markerRecords: seedMarkerRecords(f, vehicles),
  /** Datasets saved from a strategy (POST /api/dataset/save). */
  savedDatasets: new Collection<SavedDatasetRecord>([]),
});

export interface SavedDatasetRecord {
  id: number;
  name: string;
  strategyId: number;
  strategyName: string;
  description: string | null;
  createdAt: string;
}
