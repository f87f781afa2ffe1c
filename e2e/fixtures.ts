import { test as base, expect, type Page } from '@playwright/test';

/** Any non-empty bearer token is the demo administrator on the embedded mock. */
export const DEMO_TOKEN = 'e2e-demo-token';

export const withToken = async (page: Page, token = DEMO_TOKEN) => {
  await page.addInitScript((t) => {
    if (!sessionStorage.getItem('e2e-token-set')) {
      localStorage.setItem('jwtToken', t);
      sessionStorage.setItem('e2e-token-set', '1');
    }
  }, token);
};

/** The hash path of the current URL, without its search part. */
export const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '').split('?')[0];

export const test = base;
export { expect };
