import type { Faker } from '@faker-js/faker';

import { withCheckDigit } from '../../lib/vehicle-id';
import { Collection } from './collection';
import { numbered, pickVin, stamp } from './seed-helpers';

export interface CarTeamRecord {
  id: number;
  name: string;
  userTagId: number | null;
  /** A tester of the fleet, or null. */
  leaderId: number | null;
  remark: string;
  createdAt: string;
  updatedAt: string;
}

export interface VehicleModelRecord {
  id: number;
  name: string;
  brand: string;
  car_model_type: number;
  car_power_model: number;
  valid_flag: number;
  remark: string;
  createdAt: string;
  updatedAt: string;
}

export interface VehicleRecord {
  id: number;
  vin: string;
  plate: string;
  vehicleModelId: number;
  carTeamId: number | null;
  ecuIds: number[];
  valid_flag: number;
  remark: string;
  createdAt: string;
  updatedAt: string;
}

export interface TesterRecord {
  id: number;
  name: string;
  phone: string;
  employeeNo: string;
  carTeamId: number | null;
  is_active: number;
  createdAt: string;
  updatedAt: string;
}

export interface EcuRecord {
  id: number;
  name: string;
  supplier: string;
  hardwareVersion: string;
  softwareVersion: string;
  vehicleModelId: number;
  remark: string;
  createdAt: string;
  updatedAt: string;
}

// [name, brand, car_model_type, car_power_model]
const models: [string, string, number, number][] = [
  ['智己 L7', '智己', 1, 2],
  ['智己 LS6', '智己', 1, 4],
  ['飞凡 R7', '飞凡', 1, 2],
  ['荣威 RX5', '荣威', 1, 1],
  ['MG4 EV', '名爵', 1, 2],
  ['上汽大通 EV90', '上汽大通', 2, 2],
];

const ecuKinds: [string, string][] = [
  ['VCU 整车控制器', '联合电子'],
  ['BMS 电池管理系统', '宁德时代'],
  ['ADAS 域控制器', '华为'],
];

const teams: [string, number, string][] = [
  ['上海试验一队', 1, '嘉定试验场常规道路试验'],
  ['上海试验二队', 1, '城市工况与高速工况'],
  ['海南高温试验队', 4, '夏季高温高湿耐久'],
  ['黑河冬季标定队', 5, '冬季低温标定'],
];

const testerNames = [
  '王强',
  '刘洋',
  '陈静',
  '杨帆',
  '赵磊',
  '黄敏',
  '周杰',
  '吴婷',
  '徐浩',
  '孙丽',
  '马超',
  '朱琳',
];
const plates = [
  '沪A12345',
  '沪AD36581',
  '沪B57210',
  '沪A88C21',
  '沪D30917',
  '沪AF10086',
  '琼A52731',
  '琼B20816',
  '黑K31562',
  '黑KD0279',
  '沪C61420',
  '苏E7R552',
  '沪A0L3M8',
  '浙A90T17',
];

// Models added after the rest of the seed, so the faker stream of the earlier rows stays put:
// they have ECUs but no cars yet (one without either), the models a user can delete.
const modelsWithoutCars: [string, string, number, number, [string, string][]][] = [
  [
    '比亚迪 汉 EV',
    '比亚迪',
    1,
    2,
    [
      ['VCU 整车控制器', '比亚迪电子'],
      ['BMS 电池管理系统', '弗迪电池'],
    ],
  ],
  ['理想 L9', '理想', 1, 4, [['ADAS 域控制器', '地平线']]],
  ['蔚来 ES6', '蔚来', 1, 2, []],
];

const addModelsWithoutCars = (
  f: Faker,
  vehicleModels: Collection<VehicleModelRecord>,
  ecus: Collection<EcuRecord>,
) => {
  for (const [name, brand, type, power, kinds] of modelsWithoutCars) {
    const model = vehicleModels.insert({
      name,
      brand,
      car_model_type: type,
      car_power_model: power,
      valid_flag: 1,
      remark: '',
      ...stamp(f),
    });
    for (const [ecuName, supplier] of kinds)
      ecus.insert({
        name: ecuName,
        supplier,
        hardwareVersion: `H${f.number.int({ min: 1, max: 3 })}.0`,
        softwareVersion: `S${f.number.int({ min: 1, max: 5 })}.0.0`,
        vehicleModelId: model.id,
        remark: '',
        ...stamp(f),
      });
  }
};

export const seedMaster = (f: Faker) => {
  const vehicleModels = new Collection<VehicleModelRecord>(
    models.map(([name, brand, type, power]) => ({
      name,
      brand,
      car_model_type: type,
      car_power_model: power,
      valid_flag: 1,
      remark: `${brand}试验车型`,
      ...stamp(f),
    })),
  );
  const ecus = new Collection<EcuRecord>(
    numbered(
      vehicleModels.all().flatMap((model) =>
        ecuKinds.map(([name, supplier]) => ({
          name,
          supplier,
          hardwareVersion: `H${f.number.int({ min: 1, max: 3 })}.${f.number.int({ min: 0, max: 9 })}`,
          softwareVersion: `S${f.number.int({ min: 1, max: 5 })}.${f.number.int({ min: 0, max: 20 })}.0`,
          vehicleModelId: model.id,
          remark: '',
          ...stamp(f),
        })),
      ),
      51,
    ),
  );
  const carTeams = new Collection<CarTeamRecord>(
    numbered(
      // Tester n (from 41) works in fleet n % 4: the first of each fleet leads it.
      teams.map(([name, userTagId, remark], index) => ({
        name,
        userTagId,
        leaderId: 41 + index,
        remark,
        ...stamp(f),
      })),
      1021,
    ),
  );
  const teamIds = carTeams.all().map((team) => team.id);
  const vehicles = new Collection<VehicleRecord>(
    numbered(
      plates.map((plate, index) => {
        const vehicleModelId = (index % models.length) + 1;
        return {
          // Real VINs carry a valid check digit, so the seed passes the form's own rule.
          vin: withCheckDigit(pickVin(f)),
          plate,
          vehicleModelId,
          // Three cars per fleet, the last two not assigned to any.
          carTeamId: teamIds[Math.floor(index / 3)] ?? null,
          ecuIds: ecus.filter((e) => e.vehicleModelId === vehicleModelId).map((e) => e.id),
          valid_flag: index === 11 ? 0 : 1,
          remark: index === 11 ? '事故维修中' : '',
          ...stamp(f),
        };
      }),
      301,
    ),
  );
  const testers = new Collection<TesterRecord>(
    numbered(
      testerNames.map((name, index) => ({
        name,
        phone: f.helpers.fromRegExp(/1[3-9][0-9]{9}/),
        employeeNo: `SH${String(20_230 + index * 7).padStart(6, '0')}`,
        carTeamId: index < 10 ? (teamIds[index % 4] ?? null) : null,
        is_active: index === 9 ? 0 : 1,
        ...stamp(f),
      })),
      41,
    ),
  );
  addModelsWithoutCars(f, vehicleModels, ecus);
  return { vehicleModels, ecus, carTeams, vehicles, testers };
};
