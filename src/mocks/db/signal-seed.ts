import type { Faker } from '@faker-js/faker';

import type {
  DbcCfgOption,
  DictSignal,
  SigDictEntry,
  StrategyType,
} from '../../api/generated/model';
import { MOCK_SEED } from '../demo';
import { Collection } from './collection';
import type { VehicleRecord } from './master-seed';
import { createRandom, type Random, seedFor } from './random';
import { numbered, stamp } from './seed-helpers';

export interface SigDictRecord {
  id: number;
  strategy_name: string;
  strategy_name_chn: string;
  strategy_type: StrategyType;
  dbc_cfg: string;
  sigList: SigDictEntry[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

interface Quantity {
  key: string;
  chn: string;
  unit: string;
  length: number;
  factor: number;
  offset: number;
}

const QUANTITIES: readonly Quantity[] = [
  { key: 'PackVoltage', chn: '电池包电压', unit: 'V', length: 16, factor: 0.1, offset: 0 },
  { key: 'PackCurrent', chn: '电池包电流', unit: 'A', length: 16, factor: 0.1, offset: -1000 },
  { key: 'CellTempMax', chn: '最高单体温度', unit: '℃', length: 8, factor: 1, offset: -40 },
  { key: 'CellVoltMin', chn: '最低单体电压', unit: 'mV', length: 16, factor: 1, offset: 0 },
  { key: 'SOC', chn: '荷电状态', unit: '%', length: 10, factor: 0.1, offset: 0 },
  { key: 'VehSpd', chn: '车速', unit: 'km/h', length: 16, factor: 0.01, offset: 0 },
  { key: 'MotorSpd', chn: '电机转速', unit: 'rpm', length: 16, factor: 1, offset: -20000 },
  { key: 'MotorTorque', chn: '电机扭矩', unit: 'N·m', length: 16, factor: 0.1, offset: -3000 },
  { key: 'WheelSpdFL', chn: '左前轮速', unit: 'km/h', length: 13, factor: 0.05625, offset: 0 },
  { key: 'SteerAngle', chn: '方向盘转角', unit: 'deg', length: 16, factor: 0.1, offset: -780 },
  { key: 'AccelPedalPosn', chn: '加速踏板开度', unit: '%', length: 8, factor: 0.4, offset: 0 },
  { key: 'BrakePressure', chn: '制动压力', unit: 'bar', length: 12, factor: 0.1, offset: 0 },
  { key: 'YawRate', chn: '横摆角速度', unit: 'deg/s', length: 12, factor: 0.1, offset: -204.8 },
  { key: 'LatAccel', chn: '侧向加速度', unit: 'm/s²', length: 12, factor: 0.01, offset: -20.48 },
  { key: 'CoolantTemp', chn: '冷却液温度', unit: '℃', length: 8, factor: 1, offset: -40 },
  { key: 'CabinTemp', chn: '车内温度', unit: '℃', length: 8, factor: 0.5, offset: -40 },
  { key: 'InsulationRes', chn: '绝缘电阻', unit: 'kΩ', length: 16, factor: 1, offset: 0 },
  { key: 'ChargePower', chn: '充电功率', unit: 'kW', length: 16, factor: 0.01, offset: 0 },
  { key: 'GearPosn', chn: '档位', unit: '', length: 4, factor: 1, offset: 0 },
  { key: 'DoorStatus', chn: '车门状态', unit: '', length: 2, factor: 1, offset: 0 },
];

const ECUS = ['BMS', 'VCU', 'MCU', 'ESP', 'EPS', 'BCM', 'ADAS', 'TBOX', 'OBC', 'HVAC'] as const;

interface DbcDef {
  option: DbcCfgOption;
  /** First signal id: ids are unique over all DBC configs. */
  firstId: number;
}

const dbc = (
  dbc_cfg: string,
  portType: string,
  signalCount: number,
  firstId: number,
  updatedAt: string,
): DbcDef => ({ option: { dbc_cfg, portType, signalCount, updatedAt }, firstId });

/** The DBC configs the mock offers; two sized for the picker's benchmark (10,000 and 100). */
export const DBC_CONFIGS: readonly DbcDef[] = [
  dbc('IM_L7_PT_CAN_V2.3.dbc', 'CAN', 3620, 2048, '2026-10-28T03:00:00Z'),
  dbc('IM_L7_BMS_CAN_V1.8.dbc', 'CAN', 146, 10_001, '2026-09-02T07:30:00Z'),
  dbc('IM_LS6_CHASSIS_CANFD_V1.2.dbc', 'CANFD', 820, 20_001, '2026-08-15T02:10:00Z'),
  dbc('ADAS_ETH_V0.9.dbc', 'Ethernet 100Base-T1', 260, 30_001, '2026-11-11T09:45:00Z'),
  dbc('vehicle_can_full.dbc', 'CAN', 10_000, 100_001, '2026-11-01T00:00:00Z'),
  dbc('vehicle_can_small.dbc', 'CAN', 100, 200_001, '2026-11-01T00:00:00Z'),
];

export const findDbc = (name: string): DbcDef | undefined =>
  DBC_CONFIGS.find((d) => d.option.dbc_cfg === name);

// The contract's examples name these two signals of the PT config, so they open its list.
const EXAMPLE_SIGNALS: readonly Omit<DictSignal, 'id'>[] = [
  {
    name: 'VehSpd',
    nameChn: '车速',
    unit: 'km/h',
    messageId: 416,
    messageName: 'VCU_Status_1',
    portType: 'CAN',
    startBit: 24,
    length: 16,
    factor: 0.01,
    offset: 0,
    min: 0,
    max: 655.35,
    formula: null,
    signal_alarm_type: 1,
    signal_show_type: 0,
    use_predef: 1,
  },
  {
    name: 'BrkPedlPosn',
    nameChn: '制动踏板开度',
    unit: '%',
    messageId: 418,
    messageName: 'ESP_Status_2',
    portType: 'CAN',
    startBit: 8,
    length: 8,
    factor: 0.4,
    offset: 0,
    min: 0,
    max: 100,
    formula: null,
    signal_alarm_type: 2,
    signal_show_type: 1,
    use_predef: 0,
  },
];

const SIGNALS_PER_MESSAGE = 8;
const round = (value: number): number => Math.round(value * 1000) / 1000;

const makeSignal = (def: DbcDef, index: number, random: Random): DictSignal => {
  const example = def.firstId === 2048 ? EXAMPLE_SIGNALS[index] : undefined;
  if (example) return { ...example, id: def.firstId + index };
  const ecu = ECUS[index % ECUS.length] ?? 'VCU';
  const quantity = random.pick(QUANTITIES);
  const message = Math.floor(index / SIGNALS_PER_MESSAGE);
  const rawMax = 2 ** quantity.length - 1;
  return {
    id: def.firstId + index,
    name: `${ecu}_${quantity.key}_${index + 1}`,
    nameChn: `${quantity.chn}_${index + 1}`,
    unit: quantity.unit,
    messageId: 0x100 + message,
    messageName: `${ecu}_Status_${message + 1}`,
    portType: def.option.portType,
    startBit: ((index % SIGNALS_PER_MESSAGE) * 8) % 64,
    length: quantity.length,
    factor: quantity.factor,
    offset: quantity.offset,
    min: round(quantity.offset),
    max: round(rawMax * quantity.factor + quantity.offset),
    formula: null,
    // Every id of the server's enumerations in turn (signal_alarm_type 0-3, signal_show_type 0-2).
    signal_alarm_type: index % 4,
    signal_show_type: index % 3,
    use_predef: index % 2,
  };
};

// The signals never change, so they are made once per config on first use, not on every resetDb.
const signalCache = new Map<string, readonly DictSignal[]>();

/** Every signal of a DBC config, generated deterministically; undefined for an unknown config. */
export const signalsOf = (name: string): readonly DictSignal[] | undefined => {
  const def = findDbc(name);
  if (!def) return undefined;
  let signals = signalCache.get(name);
  if (!signals) {
    const random = createRandom(seedFor(MOCK_SEED, name));
    signals = Array.from({ length: def.option.signalCount }, (_, i) => makeSignal(def, i, random));
    signalCache.set(name, signals);
  }
  return signals;
};

const entryOf = (signal: DictSignal): SigDictEntry => ({
  signalId: signal.id,
  name: signal.name,
  nameChn: signal.nameChn,
  unit: signal.unit,
  formula: null,
});

const DICTS: readonly [string, string, StrategyType, string, number][] = [
  ['im_l7_speed', '智己 L7 车速分析', 'calc', 'IM_L7_PT_CAN_V2.3.dbc', 2],
  ['im_l7_bms_raw', '智己 L7 电池原始信号', 'raw', 'IM_L7_BMS_CAN_V1.8.dbc', 146],
  ['im_l7_thermal', '智己 L7 热管理', 'calc', 'IM_L7_PT_CAN_V2.3.dbc', 24],
  ['im_l7_drive_raw', '智己 L7 驱动原始信号', 'raw', 'IM_L7_PT_CAN_V2.3.dbc', 60],
  ['ls6_chassis', '智己 LS6 底盘动态', 'calc', 'IM_LS6_CHASSIS_CANFD_V1.2.dbc', 18],
  ['ls6_brake_raw', '智己 LS6 制动原始信号', 'raw', 'IM_LS6_CHASSIS_CANFD_V1.2.dbc', 40],
  ['adas_perception', 'ADAS 感知目标', 'raw', 'ADAS_ETH_V0.9.dbc', 32],
  ['adas_lka_calc', 'ADAS 车道保持评估', 'calc', 'ADAS_ETH_V0.9.dbc', 12],
  ['fleet_full_raw', '全量 CAN 原始信号', 'raw', 'vehicle_can_full.dbc', 400],
  ['fleet_energy', '车队能耗统计', 'calc', 'vehicle_can_full.dbc', 36],
  ['small_bench', '台架小样本', 'raw', 'vehicle_can_small.dbc', 20],
  ['small_calc_demo', '台架计算示例', 'calc', 'vehicle_can_small.dbc', 8],
  ['winter_soc', '冬季标定 SOC 监控', 'calc', 'IM_L7_BMS_CAN_V1.8.dbc', 10],
  ['hainan_heat', '海南高温试验热管理', 'calc', 'IM_L7_PT_CAN_V2.3.dbc', 16],
  ['nvh_motor_raw', 'NVH 电机原始信号', 'raw', 'IM_L7_PT_CAN_V2.3.dbc', 6],
  ['durability_brake', '耐久试验制动统计', 'calc', 'IM_LS6_CHASSIS_CANFD_V1.2.dbc', 14],
];

const AUTHORS = ['张伟', '李娜', '王芳', '刘洋', '陈静'];

/** The first seeded dictionary has the id of the contract's examples. */
export const FIRST_SIG_DICT_ID = 88;

const sigListOf = (f: Faker, type: StrategyType, dbcCfg: string, count: number) => {
  const signals = signalsOf(dbcCfg) ?? [];
  const room = Math.max(0, signals.length - count);
  const start =
    dbcCfg === 'IM_L7_PT_CAN_V2.3.dbc' && count === 2 ? 0 : f.number.int(Math.min(room, 200));
  const picked = signals.slice(start, start + count).map(entryOf);
  const first = picked[0];
  // A calc dictionary carries computed signals built from the formula templates.
  if (type === 'calc' && first)
    picked.push({
      name: `${first.name}Avg`,
      nameChn: `${first.nameChn}平均值`,
      unit: first.unit,
      formula: `avg(${first.name})`,
    });
  return picked;
};

export const seedSignals = (f: Faker, _vehicles: readonly VehicleRecord[]) => ({
  sigDicts: new Collection<SigDictRecord>(
    numbered(
      DICTS.map(([name, chn, type, dbcCfg, count]) => ({
        strategy_name: name,
        strategy_name_chn: chn,
        strategy_type: type,
        dbc_cfg: dbcCfg,
        sigList: sigListOf(f, type, dbcCfg, count),
        createdBy: f.helpers.arrayElement(AUTHORS),
        ...stamp(f),
      })),
      FIRST_SIG_DICT_ID,
    ),
  ),
});
