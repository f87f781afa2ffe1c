import { fileHandlers } from '../files';
import { accountHandlers } from './accounts';
import { carTeamHandlers } from './car-team';
import { dashboardHandlers } from './dashboard';
import { dataFileHandlers } from './data-files';
import { databaseHandlers } from './database';
import { datasetTaskHandlers } from './dataset-task';
import { deviceHandlers } from './device';
import { deviceImportHandlers } from './device-import';
import { downloadHandlers } from './download';
import { firmwareHandlers } from './firmware';
import { fleetHandlers } from './fleet';
import { markerHandlers } from './marker';
import { ecuHandlers, testerHandlers, vehicleHandlers, vehicleModelHandlers } from './master-data';
import { monitorHandlers } from './monitor';
import { sessionHandlers } from './session';
import { signalDictHandlers } from './signal-dict';
import { strategyHandlers } from './strategy';
import { systemHandlers } from './system';
import { testProjectHandlers } from './test-project';
import { traceHandlers } from './trace';
import { upgradeHandlers } from './upgrade';
import { vehicleImportHandlers } from './vehicle-import';

/** Handlers that read and write the in-memory store; each area adds its list here. */
export const statefulHandlers = [
  ...sessionHandlers,
  ...fileHandlers,
  ...upgradeHandlers,
  ...deviceHandlers,
  ...deviceImportHandlers,
  ...testProjectHandlers,
  ...firmwareHandlers,
  ...databaseHandlers,
  ...carTeamHandlers,
  ...fleetHandlers,
  ...vehicleModelHandlers,
  ...vehicleHandlers,
  ...vehicleImportHandlers,
  ...testerHandlers,
  ...ecuHandlers,
  ...accountHandlers,
  ...systemHandlers,
  // Before downloadHandlers: bulk downloads pack the real files.
  ...dataFileHandlers,
  ...downloadHandlers,
  ...signalDictHandlers,
  ...datasetTaskHandlers,
  ...strategyHandlers,
  ...markerHandlers,
  ...dashboardHandlers,
  ...traceHandlers,
  ...monitorHandlers,
];
