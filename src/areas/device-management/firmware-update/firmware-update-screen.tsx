import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';

import { Authorized } from '@/components/auth/authorized';
import { lazyFormDialog, prefetchOn } from '@/components/forms/lazy-form-dialog';
import { Button } from '@/components/ui/button';

import { JobHistory } from './components/job-history';
import { JobView } from './components/job-view';
import { upgradeStrings as s } from './strings';

const route = getRouteApi('/_app/device-management/device-firmware-update');

const NewJobDialog = lazyFormDialog(() => import('./components/new-job-dialog'), 'NewJobDialog', {
  className: 'max-w-4xl',
});

/** Device upgrade: new jobs with a staged rollout, the open job live, and the history, all in the URL. */
export function FirmwareUpdateScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [creating, setCreating] = useState(false);
  const setSearch = (patch: { jobId?: number }) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });

  if (search.jobId !== undefined) {
    return (
      <JobView
        key={search.jobId}
        jobId={search.jobId}
        onBack={() => setSearch({ jobId: undefined })}
      />
    );
  }
  return (
    <>
      <JobHistory
        onOpen={(job) => setSearch({ jobId: job.id })}
        toolbar={
          <Authorized code="device:upgrade">
            <Button
              variant="primary"
              size="sm"
              onClick={() => setCreating(true)}
              {...prefetchOn(NewJobDialog)}
            >
              {s.newJob}
            </Button>
          </Authorized>
        }
      />
      <NewJobDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(job) => {
          setCreating(false);
          setSearch({ jobId: job.id });
        }}
      />
    </>
  );
}
