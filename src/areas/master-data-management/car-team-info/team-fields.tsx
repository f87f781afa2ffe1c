import { useWatch } from 'react-hook-form';

import { useListCustomerTagOptions } from '@/api/generated/endpoints/system-management/system-management';
import { saveCarTeamBodyLimits as limits } from '@/api/generated/limits';
import { ChoiceField, type ChoiceOption, TextField } from '@/components/forms/form-fields';

import { type CarTeamForm, NONE } from './form-model';
import { carTeamInfoStrings as s } from './strings';

/** The options, with a chosen id no option names (a tag gone, a leader taken out) still shown. */
const keeping = (options: ChoiceOption[], value: string): ChoiceOption[] =>
  options.some((o) => o.value === value) ? options : [...options, { value, label: value }];

/** Name, customer tag, leader (one of the chosen members) and remark. */
export function TeamFields() {
  const tags = useListCustomerTagOptions({ query: { staleTime: 60_000 } }).data?.data ?? [];
  const [userTagId, leaderId, members] = useWatch<
    CarTeamForm,
    ['userTagId', 'leaderId', 'members']
  >({
    name: ['userTagId', 'leaderId', 'members'],
  });
  const tagOptions = [
    { value: NONE, label: s.noTag },
    ...tags.map((tag) => ({ value: String(tag.id), label: tag.name })),
  ];
  const leaderOptions = [
    { value: NONE, label: s.noLeader },
    ...members.map((member) => ({ value: String(member.id), label: member.name })),
  ];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        name="name"
        label={s.name}
        required
        maxLength={limits.name.maxLength + 10}
        placeholder={s.namePlaceholder}
      />
      <ChoiceField name="userTagId" label={s.userTag} options={keeping(tagOptions, userTagId)} />
      <div className="flex flex-col gap-1">
        <ChoiceField name="leaderId" label={s.leader} options={keeping(leaderOptions, leaderId)} />
        <p className="text-xs text-fg-subtle">{s.leaderHint}</p>
      </div>
      <TextField name="remark" label={s.remark} maxLength={limits.remark.maxLength + 10} />
    </div>
  );
}
