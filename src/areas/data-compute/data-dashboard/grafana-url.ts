import { appendGrafanaUrlBodyLimits } from '@/api/generated/limits';

import { dashboardStrings as s } from './strings';

/** The contract's GrafanaUrl limit: appendGrafanaUrl takes one address, a strategy a list of them. */
export const GRAFANA_URL_MAX = appendGrafanaUrlBodyLimits.grafanaUrl.maxLength;

const parse = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * The address to open for a dashboard, or null when it is anything but an absolute http or https
 * URL (javascript:, data:, relative paths …): only those may reach window.open or a link.
 */
export function safeDashboardUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const url = parse(raw.trim());
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return url.href;
}

/** The message shown beside a dashboard address field, or undefined when the address is fine. */
export function dashboardUrlError(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return s.urlRequired;
  if (text.length > GRAFANA_URL_MAX) return s.urlTooLong(GRAFANA_URL_MAX);
  const url = parse(text);
  if (!url) return s.urlInvalid;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return s.urlNotWeb;
  if (url.hostname === '') return s.urlInvalid;
  return undefined;
}
