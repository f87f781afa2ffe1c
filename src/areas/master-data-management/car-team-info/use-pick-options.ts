import { useMemo } from 'react';

import { failureText } from '@/api/errors';
import {
  useListTesters,
  useListVehicles,
} from '@/api/generated/endpoints/master-data-management/master-data-management';
import type { Tester, Vehicle } from '@/api/generated/model';

import type { CarRef, MemberRef } from './form-model';
import type { PickItem } from './pick-list';
import { carTeamInfoStrings as s } from './strings';

/** The list calls' largest page: the pickers offer every car and tester at once. */
const ALL = { pageNo: 1, pageSize: 1000 } as const;

const otherTeam = (teamId: number | null, teamName: string | null, ownId: number) =>
  teamId !== null && teamId !== ownId && teamName ? s.inOtherTeam(teamName) : undefined;

const carItem = (car: Vehicle, ownId: number): PickItem => ({
  id: car.id,
  primary: car.plate,
  secondary: `${car.vin} · ${car.vehicleModelName}`,
  note:
    otherTeam(car.carTeamId, car.carTeamName, ownId) ??
    (car.valid_flag === 0 ? s.invalidCar : undefined),
  haystack: `${car.plate} ${car.vin} ${car.vehicleModelName}`.toLowerCase(),
});

const memberItem = (tester: Tester, ownId: number): PickItem => ({
  id: tester.id,
  primary: tester.name,
  secondary: `${tester.employeeNo} · ${tester.phone}`,
  note:
    otherTeam(tester.carTeamId, tester.carTeamName, ownId) ??
    (tester.is_active === 0 ? s.inactiveMember : undefined),
  haystack: `${tester.name} ${tester.employeeNo} ${tester.phone}`.toLowerCase(),
});

/** Every car and tester for the pickers; `ownId` is the fleet being edited (0 for a new one). */
export function usePickOptions(ownId: number) {
  const vehicles = useListVehicles(ALL, { query: { staleTime: 30_000 } });
  const testers = useListTesters(ALL, { query: { staleTime: 30_000 } });
  const carList = vehicles.data?.data.list;
  const testerList = testers.data?.data.list;
  const cars = useMemo(() => carList?.map((car) => carItem(car, ownId)), [carList, ownId]);
  const members = useMemo(
    () => testerList?.map((tester) => memberItem(tester, ownId)),
    [testerList, ownId],
  );
  return {
    cars: {
      status: vehicles.status,
      items: cars,
      error: failureText(vehicles.error, undefined),
      retry: () => void vehicles.refetch(),
      ref: (id: number): CarRef | undefined => {
        const car = carList?.find((c) => c.id === id);
        return car
          ? { id, plate: car.plate, vin: car.vin, vehicleModelName: car.vehicleModelName }
          : undefined;
      },
    },
    members: {
      status: testers.status,
      items: members,
      error: failureText(testers.error, undefined),
      retry: () => void testers.refetch(),
      ref: (id: number): MemberRef | undefined => {
        const tester = testerList?.find((t) => t.id === id);
        return tester ? { id, name: tester.name, employeeNo: tester.employeeNo } : undefined;
      },
    },
  };
}
