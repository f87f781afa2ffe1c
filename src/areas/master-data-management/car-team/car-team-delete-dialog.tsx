import type { CarTeam } from '@/api/generated/model';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { carTeamStrings as s } from './strings';

interface CarTeamDeleteDialogProps {
  teams: readonly CarTeam[] | null;
  refusal: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** What each fleet still holds, so nobody removes a fleet with cars without seeing it. */
function holdings(team: CarTeam): string[] {
  const lines: string[] = [];
  if (team.carCount > 0) lines.push(s.holdsCars(team.carCount));
  if (team.memberCount > 0) lines.push(s.holdsMembers(team.memberCount));
  if (team.projectCount > 0) lines.push(s.holdsProjects(team.projectCount));
  return lines;
}

/** The confirmation of a delete: the fleets by name, their dependants, and a refusal if any. */
export function CarTeamDeleteDialog(props: CarTeamDeleteDialogProps) {
  const { teams, refusal, deleting, onCancel, onConfirm } = props;
  const held = (teams ?? []).map((team) => ({ team, lines: holdings(team) }));
  const anyHeld = held.some((entry) => entry.lines.length > 0);
  return (
    <ConfirmDialog
      open={teams !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={s.deleteTitle}
      description={teams ? s.deleteLead(teams.map((t) => t.name)) : undefined}
      confirmLabel={s.delete}
      destructive
      pending={deleting}
      onConfirm={onConfirm}
    >
      {anyHeld ? (
        <ul className="flex max-h-48 flex-col gap-2 overflow-y-auto text-sm text-slate-700">
          {held
            .filter((entry) => entry.lines.length > 0)
            .map(({ team, lines }) => (
              <li key={team.id} className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
                {teams && teams.length > 1 ? (
                  <p className="font-medium break-all">{team.name}</p>
                ) : null}
                {lines.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </li>
            ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{s.holdsNothing}</p>
      )}
      {refusal ? (
        <p role="alert" className="text-sm break-all text-red-700">
          {refusal}
        </p>
      ) : null}
    </ConfirmDialog>
  );
}
