import { faker } from '@faker-js/faker/locale/zh_CN';

import { MOCK_REF_DATE, MOCK_SEED } from '../demo';
import { seedDashboard } from './dashboard-seed';
import { seedDataFiles } from './data-files-seed';
import { seedDevices } from './device-seed';
import { seedMaster } from './master-seed';
import { seedOps } from './ops-seed';
import { seedProjects } from './project-seed';
import { createRandom, seedFor } from './random';
import { seedSession } from './session-seed';
import { seedSignals } from './signal-seed';
import { seedStrategies } from './strategy-seed';
import { seedSystem } from './system-seed';
import { seedTasks } from './task-seed';

export { Collection, type Insert, type Patch, type Row } from './collection';
export type * from './dashboard-seed';
export type * from './data-files-seed';
export type * from './device-seed';
export type * from './master-seed';
export type * from './ops-seed';
export {
  matchesKeyword,
  type Page,
  type PageQuery,
  paginate,
  type QueryReader,
  readIdList,
  readPageQuery,
} from './paging';
export type * from './project-seed';
export type { CustomerTagRecord, RoleRecord, UserRecord } from './session-seed';
export type * from './signal-seed';
export type * from './strategy-seed';
export type * from './system-seed';
export type * from './task-seed';

/**
 * Runs one area's seed with its own fixed seed, so seeding stays deterministic whatever else
 * used the shared faker instance before (the generated handlers draw from it on every call).
 */
const seeded = <T>(name: string, seed: (f: typeof faker) => T): T => {
  faker.seed(seedFor(MOCK_SEED, name));
  faker.setDefaultRefDate(MOCK_REF_DATE);
  return seed(faker);
};

/** Area seeds are listed here; each area adds its collections with one line. */
const createDb = () => {
  const master = seeded('master', seedMaster);
  const vehicles = master.vehicles.all();
  const device = seeded('device', (f) => seedDevices(f, vehicles));
  return {
    ...seeded('session', seedSession),
    ...master,
    ...device,
    testProjects: seeded('project', (f) =>
      seedProjects(
        f,
        vehicles,
        master.carTeams.all().map((team) => team.id),
      ),
    ),
    ...seeded('ops', (f) => seedOps(f, vehicles)),
    ...seeded('system', seedSystem),
    ...seeded('signal', (f) => seedSignals(f, vehicles)),
    ...seeded('task', (f) => seedTasks(f, vehicles)),
    ...seeded('strategy', (f) => seedStrategies(f, vehicles)),
    ...seeded('dashboard', (f) => seedDashboard(f, vehicles)),
    /** oriFiles (原始数据文件) and dataFiles (数据文件, also the dataset files slices cut). */
    ...seedDataFiles(vehicles, device.devices.all()),
    /** Captcha key → code shown in its picture. */
    captchas: new Map<string, string>(),
    /** Token issued by the mock's login → user id. */
    tokens: new Map<string, number>(),
    random: createRandom(MOCK_SEED),
  };
};

export type Db = ReturnType<typeof createDb>;

export const db: Db = createDb();

/** Back to the seeded state (tests call it in beforeEach). */
export const resetDb = (): void => {
  Object.assign(db, createDb());
};
