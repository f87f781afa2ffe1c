import type { Faker } from '@faker-js/faker';
import type { VehicleRecord } from './master-seed';

/** Seeded records of this part of the store; filled in with its stateful handlers. */
export const seedDashboard = (_f: Faker, _vehicles: readonly VehicleRecord[]) => ({});
