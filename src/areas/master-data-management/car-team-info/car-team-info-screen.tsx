import { useMemo } from 'react';

import { failureText } from '@/api/errors';
import { useGetCarTeam } from '@/api/generated/endpoints/master-data-management/master-data-management';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useTabRecordName } from '@/components/workspace/tabs/record-name';
import { getUserInfo } from '@/lib/storage';

import { CarTeamEditor } from './car-team-editor';
import { emptyForm, formFromDetail } from './form-model';
import { carTeamInfoStrings as s } from './strings';

export interface CarTeamInfoScreenProps {
  mode: 'new' | 'edit';
  /** edit: the fleet; new: 0 for a blank one, or a fleet to start from as a copy. */
  id: number;
}

/** One draft per user and route (new/0, new/12, edit/12 …). */
export const draftKey = (mode: 'new' | 'edit', id: number): string =>
  `car-team:${getUserInfo()?.id ?? 0}:${mode}:${id}`;

/** Loads what the form starts from, then hands over to the editor. */
export function CarTeamInfoScreen({ mode, id }: CarTeamInfoScreenProps) {
  const sourceId = id > 0 ? id : undefined;
  // The form compares itself with what was loaded: a background refetch must not move that mark.
  const detail = useGetCarTeam(
    { id: sourceId ?? 0 },
    { query: { enabled: sourceId !== undefined, staleTime: Infinity } },
  );
  const loaded = detail.data?.data;
  useTabRecordName(mode === 'edit' ? loaded?.name : undefined);
  const base = useMemo(
    () => (loaded ? formFromDetail(loaded, mode === 'new') : emptyForm()),
    [loaded, mode],
  );
  if (sourceId !== undefined && !loaded) {
    if (detail.isError)
      return (
        <Alert
          title={s.loadFailed}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        >
          {failureText(detail.error, null)}
        </Alert>
      );
    return (
      <div className="flex justify-center py-16">
        <Spinner label={s.loading} className="size-6 text-fg-placeholder" />
      </div>
    );
  }
  const key = draftKey(mode, id);
  return <CarTeamEditor key={key} storageKey={key} mode={mode} id={id} base={base} />;
}
