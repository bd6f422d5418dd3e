import { useTypedBeforeHydration, type ActionResult } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';

/** What the form says after a send, or after a check failed before it. */
export type FormOutcome = { tone: 'error' | 'success'; text: string } | null;

type TextKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

export interface ReaderFormOptions<Values extends object> {
  empty: Values;
  /** The form's own checks: a message, or null to send. */
  validate: (values: Values) => string | null;
  send: (values: Values) => Promise<ActionResult>;
}

/**
 * A reader's form (contact, story tip, error report): its values, kept from text typed before
 * hydration; the checks before sending; the outcome. On any failure the form keeps what was typed;
 * it is cleared only once the message is stored.
 */
export function useReaderForm<Values extends object>({ empty, validate, send }: ReaderFormOptions<Values>) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(empty);
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  useTypedBeforeHydration(form, setValues);
  const mutation = useMutation({
    mutationFn: (values: Values) => send(values),
    onSuccess: (result) => {
      setOutcome({ tone: result.ok ? 'success' : 'error', text: result.message });
      if (result.ok) setValues(empty);
    },
  });
  /** A text control's name, value and change handler. */
  const field = (name: TextKey<Values>) => ({
    name,
    value: values[name] as string,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validate(values);
    if (invalid) {
      setOutcome({ tone: 'error', text: invalid });
      return;
    }
    mutation.mutate(values);
  };
  return { form, values, setValues, field, outcome, onSubmit, isPending: mutation.isPending };
}
