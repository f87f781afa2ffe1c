import { fileHandlers } from '../files';
import { accountHandlers } from './accounts';
import { carTeamHandlers } from './car-team';
import { databaseHandlers } from './database';
import { deviceHandlers } from './device';
import { deviceImportHandlers } from './device-import';
import { downloadHandlers } from './download';
import { firmwareHandlers } from './firmware';
import { fleetHandlers } from './fleet';
import { ecuHandlers, testerHandlers, vehicleHandlers, vehicleModelHandlers } from './master-data';
import { vehicleImportHandlers } from './vehicle-import';
import { sessionHandlers } from './session';
import { systemHandlers } from './system';
import { testProjectHandlers } from './test-project';
import { upgradeHandlers } from './upgrade';
import { signalDictHandlers } from './signal-dict';
import { datasetTaskHandlers } from './dataset-task';
import { strategyHandlers } from './strategy';
import { markerHandlers } from './marker';
import { dashboardHandlers } from './dashboard';
import { dataFileHandlers } from './data-files';
import { traceHandlers } from './trace';
import { monitorHandlers } from './monitor';

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
