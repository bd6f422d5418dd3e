import { Button } from '@newsroom/shared';
import { useState, type FormEvent } from 'react';
import { Input } from '../../../components/FormField.styles.ts';
import {
  CONTENT_ACTIONS,
  CONTENT_KINDS,
  type ContentAction,
  type ContentAuditFilters,
  type ContentTable,
} from './contentAudit.ts';
import { FilterForm } from './ContentAuditPanel.styles.ts';
import { FilterSelect } from './FilterSelect.tsx';

export interface ContentAuditFilterFormProps {
  onFilter: (filters: ContentAuditFilters) => void;
}

/** Kind of content, action and who: applied on submit, so typing an e-mail is not a request a key. */
export function ContentAuditFilterForm({ onFilter }: ContentAuditFilterFormProps) {
  const [table, setTable] = useState<ContentTable | ''>('');
  const [action, setAction] = useState<ContentAction | ''>('');
  const [actorEmail, setActorEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ table, action, actorEmail: actorEmail.trim() });
  };
  return (
    <FilterForm role="search" aria-label="Content changes" onSubmit={submit}>
      <FilterSelect
        id="content-audit-kind"
        label="Content"
        allLabel="All content"
        options={CONTENT_KINDS}
        value={table}
        onChange={setTable}
      />
      <FilterSelect
        id="content-audit-action"
        label="Action"
        allLabel="All actions"
        options={CONTENT_ACTIONS}
        value={action}
        onChange={setAction}
      />
      <label htmlFor="content-audit-actor">
        Changed by (e-mail)
        <Input
          id="content-audit-actor"
          type="email"
          value={actorEmail}
          maxLength={254}
          onChange={(event) => setActorEmail(event.target.value)}
        />
      </label>
      <Button type="submit" $size="sm">
        Filter
      </Button>
    </FilterForm>
  );
}
