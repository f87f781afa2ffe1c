import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { getLastTheme, getUserPrefs } from '@/lib/storage';
import { setupMockServer } from '@/testing/mock-server';
import { renderApp, screenLoaded, signIn } from '@/testing/render-app';

import { resetPrefsCache } from './prefs-store';

setupMockServer();

const html = document.documentElement;

// Each test starts with nothing read yet, as a fresh page does.
beforeEach(() => {
  resetPrefsCache();
  delete html.dataset.theme;
  delete html.dataset.density;
});

async function openUserMenu() {
  await renderApp('/dashboard');
  expect(await screen.findByRole('heading', { level: 1, name: '数据看板' })).toBeInTheDocument();
  await screenLoaded();
  const user = userEvent.setup();
  const trigger = await screen.findByRole('button', { name: /用户菜单/ });
  trigger.focus();
  await user.keyboard('{Enter}');
  return { user, menu: await screen.findByRole('menu') };
}

describe('the user menu’s look', () => {
  it('offers 浅色, 深色 and 跟随系统, following the system at first', async () => {
    signIn();
    const { menu } = await openUserMenu();
    const theme = within(menu).getByRole('group', { name: '主题' });
    const choices = within(theme).getAllByRole('menuitemradio');
    expect(choices.map((item) => item.textContent)).toEqual(['浅色', '深色', '跟随系统']);
    expect(within(theme).getByRole('menuitemradio', { name: '跟随系统' })).toBeChecked();
    const density = within(menu).getByRole('group', { name: '表格密度' });
    expect(within(density).getByRole('menuitemradio', { name: '标准' })).toBeChecked();
    expect(within(density).getByRole('menuitemradio', { name: '紧凑' })).not.toBeChecked();
    expect(html.dataset.theme).toBe('light');
  });

  it('深色 darkens the console at once and is kept for the user', async () => {
    signIn();
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitemradio', { name: '深色' }));
    await waitFor(() => expect(html.dataset.theme).toBe('dark'));
    // The menu stays open on its new choice.
    expect(within(menu).getByRole('menuitemradio', { name: '深色' })).toBeChecked();
    expect(getUserPrefs(7)).toEqual({ theme: 'dark', density: 'standard' });
    expect(getLastTheme()).toBe('dark');
  });

  it('紧凑 makes tables compact and is kept for the user', async () => {
    signIn();
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitemradio', { name: '紧凑' }));
    await waitFor(() => expect(html.dataset.density).toBe('compact'));
    expect(getUserPrefs(7)).toEqual({ theme: 'system', density: 'compact' });
  });
});
