/**
 * The area's screens, each loaded on its first visit as a chunk of its own: route files load this
 * small module, then the screen they show.
 */
export const dataCutScreen = () => import('./data-cut/data-cut-screen');
export const originalDataScreen = () => import('./original-data/original-data-screen');
export const originalDataDateScreen = () =>
  import('./original-data-date/original-data-date-screen');
export const testingCheckScreen = () => import('./testing-check/testing-check-screen');
