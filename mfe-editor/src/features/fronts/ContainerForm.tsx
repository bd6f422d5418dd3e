import { Button } from '@newsroom/shared';
import { useState, type FormEvent } from 'react';
import { Field } from '../../components/Field.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextInput } from '../../components/fields.styles.ts';
import { Actions } from './Fronts.styles.ts';
import { LAYOUTS, MAX_CARDS, RULES, type ContainerFields, type ContainerKind } from './workingFront.ts';

export interface ContainerFormProps {
  /** The container edited; none: a new one. */
  initial?: ContainerFields;
  onSave: (fields: ContainerFields) => void;
  onCancel: () => void;
}

const EMPTY: ContainerFields = {
  title: '',
  kind: 'curated',
  rule: null,
  rule_value: null,
  layout: 'row-4',
  card_limit: 8,
};

const KINDS = [
  { value: 'curated', label: 'Curated (the desk’s stories)' },
  { value: 'automatic', label: 'Automatic (a rule)' },
];

/** The missing field in words, or null: the database's own rules still apply when publishing. */
function problemOf(fields: ContainerFields): string | null {
  if (fields.title.trim() === '') return 'A container needs a title.';
  if (
    fields.kind === 'automatic' &&
    (fields.rule === 'category' || fields.rule === 'topic') &&
    !fields.rule_value?.trim()
  )
    return 'Name the category (its exact name) or the topic (its slug).';
  return null;
}

/** Adds or edits a container: title, kind, rule (and its value), layout and card limit. */
export function ContainerForm({ initial, onSave, onCancel }: ContainerFormProps) {
  const [fields, setFields] = useState<ContainerFields>(initial ?? EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (change: Partial<ContainerFields>) => setFields((current) => ({ ...current, ...change }));
  const needsValue = fields.kind === 'automatic' && (fields.rule === 'category' || fields.rule === 'topic');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(fields);
    setProblem(found);
    if (found) return;
    onSave({ ...fields, rule_value: needsValue ? (fields.rule_value?.trim() ?? null) : null });
  };
  const formName = initial ? `Edit container ${initial.title}` : 'New container';
  return (
    <form aria-label={formName} noValidate onSubmit={submit}>
      <Field label="Title" required error={problem ?? undefined}>
        {(control) => <TextInput {...control} value={fields.title} onChange={(e) => set({ title: e.target.value })} />}
      </Field>
      <SelectField
        label="Kind"
        value={fields.kind}
        options={KINDS}
        onChange={(e) => {
          const kind = e.target.value as ContainerKind;
          set({ kind, rule: kind === 'automatic' ? (fields.rule ?? 'latest') : null });
        }}
      />
      {fields.kind === 'automatic' && (
        <SelectField
          label="Rule"
          value={fields.rule ?? 'latest'}
          options={RULES}
          onChange={(e) => set({ rule: e.target.value })}
        />
      )}
      {needsValue && (
        <Field label={fields.rule === 'category' ? 'Category name' : 'Topic slug'} required>
          {(control) => (
            <TextInput
              {...control}
              value={fields.rule_value ?? ''}
              onChange={(e) => set({ rule_value: e.target.value })}
            />
          )}
        </Field>
      )}
      <SelectField
        label="Layout"
        value={fields.layout}
        options={LAYOUTS}
        onChange={(e) => set({ layout: e.target.value })}
      />
      <Field label="Card limit">
        {(control) => (
          <TextInput
            {...control}
            type="number"
            min={1}
            max={MAX_CARDS}
            value={fields.card_limit}
            onChange={(e) => set({ card_limit: Number(e.target.value) })}
          />
        )}
      </Field>
      <Actions>
        <Button type="submit" $size="sm">
          {initial ? 'Save container' : 'Add container'}
        </Button>
        <Button $variant="secondary" $size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}
