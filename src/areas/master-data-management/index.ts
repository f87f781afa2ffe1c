/** The area's screens: one lazily loaded chunk. */
export { CarTeamPage } from './pages/car-team-page';
export { CarTeamInfoPage } from './pages/car-team-info-page';
export { VehicleModelPage } from './pages/vehicle-model-page';
export { VehiclePage } from './pages/vehicle-page';
export { TesterPage } from './pages/tester-page';
export { EcuPage } from './pages/ecu-page';
