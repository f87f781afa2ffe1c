import { useListCustomerTagOptions } from '@/api/generated/endpoints/system-management/system-management';
import { saveCarTeamBodyLimits as limits } from '@/api/generated/limits';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectItem } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';

import type { CarTeamForm, FormErrors } from './form-model';
import { carTeamInfoStrings as s } from './strings';

const NONE = 'none';

interface TeamFieldsProps {
  form: CarTeamForm;
  errors: FormErrors;
  onChange: (patch: Partial<CarTeamForm>) => void;
}

const toId = (value: string) => (value === NONE ? null : Number(value));

/** Name, customer tag, leader (one of the chosen members) and remark. */
export function TeamFields({ form, errors, onChange }: TeamFieldsProps) {
  const tags = useListCustomerTagOptions({ query: { staleTime: 60_000 } }).data?.data ?? [];
  const leaderGone =
    form.leaderId !== null && !form.members.some((member) => member.id === form.leaderId);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField label={s.name} error={errors.name} required>
        <Input
          name="name"
          autoComplete="off"
          maxLength={limits.name.maxLength + 10}
          placeholder={s.namePlaceholder}
          value={form.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </FormField>
      <SelectField
        label={s.userTag}
        name="userTagId"
        value={form.userTagId === null ? NONE : String(form.userTagId)}
        onValueChange={(value) => onChange({ userTagId: toId(value) })}
      >
        <SelectItem value={NONE}>{s.noTag}</SelectItem>
        {tags.map((tag) => (
          <SelectItem key={tag.id} value={String(tag.id)}>
            {tag.name}
          </SelectItem>
        ))}
        {form.userTagId !== null && !tags.some((tag) => tag.id === form.userTagId) ? (
          <SelectItem value={String(form.userTagId)}>{String(form.userTagId)}</SelectItem>
        ) : null}
      </SelectField>
      <div className="flex flex-col gap-1">
        <SelectField
          label={s.leader}
          name="leaderId"
          error={errors.leaderId}
          value={form.leaderId === null ? NONE : String(form.leaderId)}
          onValueChange={(value) => onChange({ leaderId: toId(value) })}
        >
          <SelectItem value={NONE}>{s.noLeader}</SelectItem>
          {form.members.map((member) => (
            <SelectItem key={member.id} value={String(member.id)}>
              {member.name}
            </SelectItem>
          ))}
          {leaderGone ? (
            <SelectItem value={String(form.leaderId)}>{String(form.leaderId)}</SelectItem>
          ) : null}
        </SelectField>
        <p className="text-xs text-slate-500">{s.leaderHint}</p>
      </div>
      <FormField label={s.remark} error={errors.remark}>
        <Input
          name="remark"
          autoComplete="off"
          value={form.remark}
          maxLength={limits.remark.maxLength + 10}
          onChange={(event) => onChange({ remark: event.target.value })}
        />
      </FormField>
    </div>
  );
}
