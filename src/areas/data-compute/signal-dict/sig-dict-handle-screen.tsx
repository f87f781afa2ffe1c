import { useMemo } from 'react';

import { failureText } from '@/api/errors';
import { useGetSigDictInfo } from '@/api/generated/endpoints/data-compute/data-compute';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useTabRecordName } from '@/components/workspace/tabs/record-name';

import { emptyForm, formFromSigDict } from './form-model';
import { SigDictEditor } from './sig-dict-editor';
import { signalDictStrings as s } from './strings';
import { draftKey } from './use-sig-dict-draft';

export interface SigDictHandleScreenProps {
  mode: 'add' | 'edit';
  /** edit: the dictionary; add: 0 for a blank one, or a dictionary to start from as a copy. */
  id: number;
}

/** Loads what the form starts from, then hands over to the editor. */
export function SigDictHandleScreen({ mode, id }: SigDictHandleScreenProps) {
  const sourceId = id > 0 ? id : undefined;
  // The form compares itself with what was loaded: a background refetch must not move that mark.
  const info = useGetSigDictInfo(
    { id: sourceId ?? 0 },
    { query: { enabled: sourceId !== undefined, staleTime: Infinity } },
  );
  const loaded = info.data?.data;
  useTabRecordName(
    mode === 'edit' ? loaded?.strategy_name_chn || loaded?.strategy_name : undefined,
  );
  const base = useMemo(
    () => (loaded ? formFromSigDict(loaded, mode === 'add') : emptyForm()),
    [loaded, mode],
  );
  if (sourceId !== undefined && !loaded) {
    if (info.isError)
      return (
        <Alert title={s.loadFailed} onRetry={() => void info.refetch()} retrying={info.isFetching}>
          {failureText(info.error, null)}
        </Alert>
      );
    return (
      <div className="flex justify-center py-16">
        <Spinner label={s.loading} className="size-6 text-fg-placeholder" />
      </div>
    );
  }
  const key = draftKey(mode, id);
  return <SigDictEditor key={key} storageKey={key} mode={mode} id={id} base={base} />;
}
