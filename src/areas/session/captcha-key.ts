/**
 * A fresh captcha id. crypto.randomUUID exists only in secure contexts, and the console may be
 * served over plain HTTP on an intranet address, so fall back to getRandomValues there.
 */
export function newCaptchaKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
