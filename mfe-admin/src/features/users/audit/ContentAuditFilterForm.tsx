import { Button } from '@newsroom/shared';
import { useState, type FormEvent } from 'react';
import { Input, Select } from '../../components/FormField.styles.ts';
import {
  CONTENT_ACTIONS,
  CONTENT_KINDS,
  type ContentAction,
  type ContentAuditFilters,
  type ContentTable,
} from './contentAudit.ts';
import { FilterForm } from './ContentAuditPanel.styles.ts';

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
      <label htmlFor="content-audit-kind">
        Content
        <Select
          id="content-audit-kind"
          value={table}
          onChange={(event) => setTable(event.target.value as ContentTable | '')}
        >
          <option value="">All content</option>
          {Object.entries(CONTENT_KINDS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </label>
      <label htmlFor="content-audit-action">
        Action
        <Select
          id="content-audit-action"
          value={action}
          onChange={(event) => setAction(event.target.value as ContentAction | '')}
        >
          <option value="">All actions</option>
          {Object.entries(CONTENT_ACTIONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </label>
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
