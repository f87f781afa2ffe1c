import { describe, expect, it } from 'vitest';

import { getListDevicesResponseMock } from '../../api/generated/endpoints/device-management/device-management.msw';
import { Collection, db, resetDb } from '.';

/** Every table of the store as plain data. */
const snapshot = () =>
  Object.fromEntries(
    Object.entries(db).flatMap(([name, value]) => {
      if (value instanceof Collection) return [[name, value.all()]];
      if (Array.isArray(value)) return [[name, structuredClone(value)]];
      return [];
    }),
  );

describe('seeded store', () => {
  it('is the same after every reset, whatever happened in between', () => {
    resetDb();
    const first = snapshot();
    getListDevicesResponseMock();
    db.vehicles.removeMany([301, 302]);
    resetDb();
    expect(snapshot()).toEqual(first);
    expect(Object.keys(first).length).toBeGreaterThanOrEqual(19);
  });

  it('holds a dozen-odd cars with valid, unique VINs and Chinese plates', () => {
    resetDb();
    const cars = db.vehicles.all();
    expect(cars.length).toBeGreaterThanOrEqual(12);
    cars.forEach((car) => {
      expect(car.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(car.plate).toMatch(/^[\u4e00-\u9fff][A-Z][A-Z0-9]{5,6}$/);
    });
    expect(new Set(cars.map((car) => car.vin)).size).toBe(cars.length);
  });

  it('keeps references consistent across areas', () => {
    resetDb();
    const teamIds = db.carTeams.all().map((t) => t.id);
    expect(db.carTeams.all().map((t) => t.name)).toContain('上海试验一队');
    expect(db.vehicleModels.all().map((m) => m.name)).toContain('智己 L7');
    db.vehicles.all().forEach((car) => {
      if (car.carTeamId !== null) expect(teamIds).toContain(car.carTeamId);
      expect(db.vehicleModels.find(car.vehicleModelId)).toBeDefined();
      car.ecuIds.forEach((id) => expect(db.ecus.find(id)?.vehicleModelId).toBe(car.vehicleModelId));
    });
    db.devices
      .all()
      .forEach((d) => d.carId !== null && expect(db.vehicles.find(d.carId)).toBeDefined());
    db.testProjects.all().forEach((p) => {
      expect(db.users.find(p.ownerId)).toBeDefined();
      p.fleetIds.forEach((id) => expect(teamIds).toContain(id));
    });
    db.upgradeJobs.all().forEach((job) => {
      expect(db.firmware.find(job.firmwareId)).toBeDefined();
      job.deviceIds.forEach((id) => expect(db.devices.find(id)).toBeDefined());
    });
  });
});
