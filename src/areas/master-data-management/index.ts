/** The area's screens: one lazily loaded chunk. */
export { CarTeamScreen } from './car-team/car-team-screen';
export { CarTeamInfoScreen } from './car-team-info/car-team-info-screen';
export { EcuScreen } from './ecu/ecu-screen';
export { TesterScreen } from './tester/tester-screen';
export { VehicleScreen } from './vehicle/vehicle-screen';
export { VehicleModelScreen } from './vehicle-model/vehicle-model-screen';
