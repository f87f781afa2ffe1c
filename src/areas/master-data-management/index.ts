/**
 * The area's screens, each loaded on its first visit as a chunk of its own: route files load this
 * small module, then the screen they show.
 */
export const carTeamScreen = () => import('./car-team/car-team-screen');
export const carTeamInfoScreen = () => import('./car-team-info/car-team-info-screen');
export const ecuScreen = () => import('./ecu/ecu-screen');
export const testerScreen = () => import('./tester/tester-screen');
export const vehicleScreen = () => import('./vehicle/vehicle-screen');
export const vehicleModelScreen = () => import('./vehicle-model/vehicle-model-screen');
