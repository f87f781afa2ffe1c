import { parseHref } from '@tanstack/history';
import { createBrowserHistory, type RouterHistory } from '@tanstack/react-router';

/**
 * Hash history whose routes see only what follows the `#`. The query before the `#`
 * (`?scenario=slow#/…`) belongs to the page, not to a route; the stock hash history appends it to
 * the route's own search, so `#/login?expired=1` under `?scenario=x` would read `expired` as
 * `1?scenario=x`.
 */
export function createAppHashHistory(win: Window = window): RouterHistory {
  return createBrowserHistory({
    window: win,
    parseLocation: () => parseHref(win.location.hash.slice(1) || '/', win.history.state),
    createHref: (href) => `${win.location.pathname}${win.location.search}#${href}`,
  });
}
