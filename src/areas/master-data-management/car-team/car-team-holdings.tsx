import type { CarTeam } from '@/api/generated/model';

import { carTeamStrings as s } from './strings';

/** What each fleet still holds, so nobody removes a fleet with cars without seeing it. */
function holdings(team: CarTeam): string[] {
  const lines: string[] = [];
  if (team.carCount > 0) lines.push(s.holdsCars(team.carCount));
  if (team.memberCount > 0) lines.push(s.holdsMembers(team.memberCount));
  if (team.projectCount > 0) lines.push(s.holdsProjects(team.projectCount));
  return lines;
}

/** The details of a delete's confirmation: what the fleets asked for still hold. */
export function CarTeamHoldings({ teams }: { teams: readonly CarTeam[] }) {
  const held = teams
    .map((team) => ({ team, lines: holdings(team) }))
    .filter((entry) => entry.lines.length > 0);
  if (held.length === 0) return <p className="text-sm text-fg-muted">{s.holdsNothing}</p>;
  return (
    <ul className="flex max-h-48 flex-col gap-2 overflow-y-auto text-sm text-fg-label">
      {held.map(({ team, lines }) => (
        <li key={team.id} className="rounded-md bg-warning-soft px-3 py-2 text-warning-strong">
          {teams.length > 1 ? <p className="font-medium break-all">{team.name}</p> : null}
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </li>
      ))}
    </ul>
  );
}
