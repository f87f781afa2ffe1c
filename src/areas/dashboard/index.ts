/**
 * The area's screens, each loaded on its first visit as a chunk of its own: route files load this
 * small module, then the screen they show.
 */
export const dashboardPage = () => {
  // The GPS card's worker sends its call itself: it starts with the page's code, so that call goes
  // out with the other six instead of after the worker has loaded.
  void import('@/components/gps/get-prepared-gps').then((gps) => gps.decodeGpsBytes.warm());
  return import('./pages/dashboard-page');
};
