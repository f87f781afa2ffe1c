import { describe, expect, it } from 'vitest';

import { setupMockServer } from '@/testing/mock-server';

import { get, listOf, post } from './checked-call';

setupMockServer();

interface Team {
  id: number;
  name: string;
  carCount: number;
  projectCount: number;
  leaderId: number | null;
}

const teams = async () => (await listOf('/api/carTeam/list?pageSize=100')).list as Team[];

describe('car team mock', () => {
  it('refuses to delete a fleet an unfinished project uses, naming fleet and project', async () => {
    const used = (await teams()).find((t) => t.projectCount > 0);
    if (!used) throw new Error('seed has a fleet in a project');
    const answer = await post('/api/carTeam/delete', { ids: [used.id] });
    expect(answer.code).not.toBe(0);
    expect(answer.msg).toContain(used.name);
    expect((await teams()).map((t) => t.id)).toContain(used.id);
  });

  it('drops a leader taken out of the fleet and logs the removal', async () => {
    const team = (await teams()).find((t) => t.leaderId !== null);
    if (!team?.leaderId) throw new Error('seed has a leader');
    const removed = await post('/api/carTeam/removeMembers', {
      carTeamId: team.id,
      memberIds: [team.leaderId],
    });
    expect(removed.code).toBe(0);
    expect((await teams()).find((t) => t.id === team.id)?.leaderId).toBeNull();
    const log = await get('/api/operationLog/list?pageSize=5');
    expect(JSON.stringify(log.data)).toContain(`车队 ${team.name} 移出 1 名成员`);
  });
});
