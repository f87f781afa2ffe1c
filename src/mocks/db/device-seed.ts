import type { Faker } from '@faker-js/faker';

import type { BusPortGroupConfig, IdName, UpgradeRollout } from '../../api/generated/model';
import { Collection } from './collection';
import type { VehicleRecord } from './master-seed';
import { iso, numbered, pickMd5, stamp } from './seed-helpers';

export interface DeviceRecord {
  id: number;
  serialNo: string;
  name: string;
  model_number: number;
  device_reg_status: number;
  device_personalization: number;
  softwareVersionId: number;
  hardwareVersionId: number;
  carId: number | null;
  /** The fleet of a device bound to a fleet but to no car (with a car, its fleet is the car's). */
  fleetId: number | null;
  online: boolean;
  lastOnlineAt: string | null;
  ip: string | null;
  remark: string | null;
  createdAt: string;
}

export interface FirmwareRecord {
  id: number;
  name: string;
  version: string;
  model_number: number;
  upgrade_obj: number;
  description: string | null;
  fileName: string;
  fileSize: number;
  md5: string;
  uploadedBy: string;
  createdAt: string;
}

export interface UpgradeJobRecord {
  id: number;
  firmwareId: number;
  upgrade_obj: number;
  deviceIds: number[];
  /** Reads of a running job so far: each read moves it on (see stateful/upgrade.ts). */
  ticks: number;
  cancelled: boolean;
  createdBy: string;
  createdAt: string;
  rollout: UpgradeRollout | null;
  paused: boolean;
  /** Why the job paused itself after its first batch; null otherwise. */
  haltReason: string | null;
  /** Per device (deviceIds' order): the tick its current attempt started, null while queued. */
  starts: (number | null)[];
  /** Per device: how many attempts so far. */
  attempts: number[];
}

/** A job that upgrades every device at once, started at tick 0. */
const allAtOnce = (deviceIds: number[]) => ({
  deviceIds,
  rollout: null,
  paused: false,
  haltReason: null,
  starts: deviceIds.map(() => 0),
  attempts: deviceIds.map(() => 1),
});

const softwareNames = ['V2.3.1', 'V2.4.0', 'V3.0.0', 'V3.1.0-beta'];
const hardwareNames = ['HW-A1', 'HW-B2', 'HW-C1'];
const modelNames: Record<number, string> = { 1: 'VD-2000', 2: 'VD-3000', 3: 'VD-5000 Pro' };

const firmwareRows: [string, string, number, number][] = [
  ['VD-3000 主控固件', 'V2.4.0', 2, 0],
  ['VD-3000 主控固件', 'V3.0.0', 2, 0],
  ['VD-5000 Pro 主控固件', 'V3.1.0-beta', 3, 0],
  ['CAN 采集模块固件', 'V1.8.2', 2, 1],
  ['温度传感器固件', 'V1.2.0', 1, 2],
  ['VD-2000 主控固件', 'V2.3.1', 1, 0],
];

/** The port layout a device starts with: four CAN FD channels, two LIN, one automotive Ethernet. */
export const defaultPortGroups = (): BusPortGroupConfig[] => [
  {
    busType: 'CAN',
    ports: [1, 2, 3, 4].map((index) => ({
      index,
      name: `CAN${index}`,
      enabled: index <= 3,
      bitrate: 500_000,
      dataBitrate: 2_000_000,
      bus_collection_options: 0,
      bus_collection_trigger: 0,
    })),
  },
  {
    busType: 'LIN',
    ports: [1, 2].map((index) => ({
      index,
      name: `LIN${index}`,
      enabled: index === 1,
      bitrate: 19_200,
      dataBitrate: null,
      bus_collection_options: 0,
      bus_collection_trigger: 0,
    })),
  },
  {
    busType: 'Ethernet 100Base-T1',
    ports: [
      {
        index: 1,
        name: 'ETH1',
        enabled: false,
        bitrate: 100_000_000,
        dataBitrate: null,
        bus_collection_options: 2,
        bus_collection_trigger: 2,
      },
    ],
  },
];

export const seedDevices = (f: Faker, vehicles: readonly VehicleRecord[]) => {
  const softwareVersions = new Collection<IdName>(softwareNames.map((name) => ({ name })));
  const hardwareVersions = new Collection<IdName>(hardwareNames.map((name) => ({ name })));
  // One device in each car, plus two in stock.
  const cars = [...vehicles.map((v) => v.id), null, null];
  const devices = new Collection<DeviceRecord>(
    numbered(
      cars.map((carId, index) => {
        const model = (index % 3) + 1;
        const online = carId !== null && index % 4 !== 3;
        return {
          serialNo: `VD${model}K2411${String(1001 + index * 13).padStart(5, '0')}`,
          name: `${modelNames[model] ?? 'VD'} #${String(index + 1).padStart(2, '0')}`,
          model_number: model,
          device_reg_status: carId === null ? 0 : 1,
          device_personalization: index % 5 === 0 ? 1 : 0,
          softwareVersionId: (index % softwareNames.length) + 1,
          hardwareVersionId: (index % hardwareNames.length) + 1,
          carId,
          fleetId: null,
          online,
          lastOnlineAt: carId === null ? null : iso(f.date.recent({ days: online ? 1 : 20 })),
          ip: carId === null ? null : `10.18.${index + 2}.${f.number.int({ min: 10, max: 250 })}`,
          remark: carId === null ? '库存备件' : null,
          createdAt: stamp(f).createdAt,
        };
      }),
      1024,
    ),
  );
  const firmware = new Collection<FirmwareRecord>(
    numbered(
      firmwareRows.map(([name, version, model_number, upgrade_obj]) => ({
        name,
        version,
        model_number,
        upgrade_obj,
        description: `${name} ${version} 正式发布`,
        fileName:
          `${name.split(' ')[0]?.toLowerCase() ?? 'fw'}-${version.toLowerCase()}.bin`.replace(
            /[^a-z0-9.-]/g,
            '',
          ),
        fileSize: f.number.int({ min: 2_000_000, max: 48_000_000 }),
        md5: pickMd5(f),
        uploadedBy: '张伟',
        createdAt: stamp(f).createdAt,
      })),
      501,
    ),
  );
  const upgradeJobs = new Collection<UpgradeJobRecord>(
    numbered(
      [
        {
          firmwareId: 501,
          upgrade_obj: 0,
          ...allAtOnce([1025, 1028, 1031]),
          ticks: 9,
          cancelled: false,
          createdBy: '张伟',
          createdAt: iso(f.date.recent({ days: 20 })),
        },
        {
          firmwareId: 504,
          upgrade_obj: 1,
          ...allAtOnce([1025, 1034]),
          ticks: 1,
          cancelled: true,
          createdBy: '张伟',
          createdAt: iso(f.date.recent({ days: 10 })),
        },
        {
          firmwareId: 502,
          upgrade_obj: 0,
          ...allAtOnce([1024, 1027, 1030, 1033]),
          ticks: 1,
          cancelled: false,
          createdBy: '王强',
          createdAt: iso(f.date.recent({ days: 1 })),
        },
      ],
      1022,
    ),
  );
  return {
    softwareVersions,
    hardwareVersions,
    devices,
    firmware,
    upgradeJobs,
    portConfigs: new Map<number, BusPortGroupConfig[]>(),
  };
};
