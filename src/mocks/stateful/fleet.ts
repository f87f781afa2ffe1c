import type { FleetCar, FleetSummary } from '../../api/generated/model';
import { ListFleetCarsBody } from '../../api/generated/zod/dashboard/dashboard.zod';
import { db } from '../db';
import { fail, ok } from '../respond';
import { http } from '../typed-http';
import { modelName } from './master-data';
import { isError, parseBody } from './resource';

/** The fleet pickers of the dashboard and monitoring read the same fleets as 车队管理. */
export const fleetHandlers = [
  http.get('/api/fleet/getFleets', ({ query }) => {
    const tag = query.get('user_tag_id');
    const fleets: FleetSummary[] = db.carTeams
      .filter((team) => !tag || team.userTagId === Number(tag))
      .map((team) => ({
        id: team.id,
        name: team.name,
        userTagId: team.userTagId,
        carCount: db.vehicles.filter((v) => v.carTeamId === team.id).length,
      }));
    return ok(fleets);
  }),
  http.post('/api/fleet/getCars', async ({ request }) => {
    const body = await parseBody(request, ListFleetCarsBody);
    if (isError(body)) return fail(body);
    const cars: FleetCar[] = db.vehicles
      .filter(
        (v) =>
          v.carTeamId !== null &&
          // An empty list means every fleet the user may see (the demo sees them all).
          (body.carTeamIds.length === 0 || body.carTeamIds.includes(v.carTeamId)),
      )
      .map((v) => ({
        id: v.id,
        plate: v.plate,
        vin: v.vin,
        carTeamId: v.carTeamId ?? 0,
        carTeamName: db.carTeams.find(v.carTeamId ?? 0)?.name ?? '',
        vehicleModel: modelName(v.vehicleModelId),
      }));
    return ok(cars);
  }),
];
