/**
 * The one inline script of index.html (it sets the theme on <html> before the first paint), allowed
 * by its hash; headers.test.ts fails when the script changes without this.
 */
export const themeScriptHash = "'sha256-Q3Un7U4DR0sA+caiccAd/vJVC16OgDavwd12dJ0qJNE='";

/**
 * Security headers of the served console.
 * style-src allows 'unsafe-inline' because Radix dialogs (react-remove-scroll) inject a <style>
 * element at runtime; scripts stay same-origin, but for index.html's theme script, named by hash.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${themeScriptHash}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
