import { afterEach, describe, expect, it } from 'vitest';

import type { DownloadJob } from '@/api/generated/model';

import { finishedSince, markDownloadsSeen } from './download-seen';
import { clearSession, getSeenAt, setUserInfo } from './storage';

const job = (status: DownloadJob['status'], finishedAt: string | null) => ({ status, finishedAt });
const user = (username: string) => ({
  id: 1,
  username,
  realName: username,
  roles: [],
  authorities: [],
  userTagIds: [],
});

describe('finishedSince', () => {
  const seen = Date.parse('2026-11-20T10:00:00Z');

  it('counts the jobs that finished after the user last looked', () => {
    const jobs = [
      job('done', '2026-11-20T10:05:00Z'),
      job('done', '2026-11-20T09:55:00Z'),
      job('done', '2026-11-20T10:00:00Z'),
    ];
    expect(finishedSince(jobs, seen)).toBe(1);
  });

  it('counts only finished jobs: not failed, packing or expired ones', () => {
    const jobs = [
      job('failed', '2026-11-20T10:05:00Z'),
      job('expired', '2026-11-20T10:05:00Z'),
      job('running', null),
    ];
    expect(finishedSince(jobs, seen)).toBe(0);
  });

  it('counts every finished job for a user who never looked, and skips unreadable times', () => {
    const jobs = [job('done', '2026-11-20T10:05:00Z'), job('done', 'not a time<script>')];
    expect(finishedSince(jobs, null)).toBe(1);
  });
});

describe('markDownloadsSeen', () => {
  afterEach(() => {
    clearSession();
    localStorage.clear();
  });

  it('keeps the time per user', () => {
    setUserInfo(user('zhangwei'));
    markDownloadsSeen(1000);
    setUserInfo(user('lina'));
    markDownloadsSeen(2000);
    expect(getSeenAt('downloads:zhangwei')).toBe(1000);
    expect(getSeenAt('downloads:lina')).toBe(2000);
  });
});
