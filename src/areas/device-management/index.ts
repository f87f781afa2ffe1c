/**
 * The area's screens, each loaded on its first visit as a chunk of its own: route files load this
 * small module, then the screen they show.
 */
export const deviceConfigurationScreen = () =>
  import('./device-configuration/device-configuration-screen');
export const deviceListScreen = () => import('./device-list/device-list-screen');
export const firmwareUpdateScreen = () => import('./firmware-update/firmware-update-screen');
