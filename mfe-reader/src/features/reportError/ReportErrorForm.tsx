import { Button, TextField, useTypedBeforeHydration } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { TextAreaField } from '../../components/FormControls.tsx';
import { FormMessage, FormStack } from '../../components/FormControls.styles.ts';
import { Honeypot } from './ReportErrorForm.styles.ts';
import { EMPTY_REPORT, sendErrorReport, validateReport, type ErrorReport } from './sendErrorReport.ts';

type Outcome = { tone: 'error' | 'success'; text: string } | null;

/**
 * A reader's error report about one story. On any failure the form keeps what was typed; it is
 * cleared only once the report is stored.
 */
export function ReportErrorForm({ storyId }: { storyId: string }) {
  const form = useRef<HTMLFormElement>(null);
  const [report, setReport] = useState<ErrorReport>(EMPTY_REPORT);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useTypedBeforeHydration(form, setReport);
  const send = useMutation({
    mutationFn: (input: ErrorReport) => sendErrorReport(storyId, input),
    onSuccess: (result) => {
      setOutcome({ tone: result.ok ? 'success' : 'error', text: result.message });
      if (result.ok) setReport(EMPTY_REPORT);
    },
  });
  const field = (name: keyof ErrorReport) => ({
    name,
    value: report[name],
    onChange: (event: { target: { value: string } }) =>
      setReport((current) => ({ ...current, [name]: event.target.value })),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateReport(report);
    if (invalid) {
      setOutcome({ tone: 'error', text: invalid });
      return;
    }
    send.mutate(report);
  }

  return (
    <FormStack ref={form} onSubmit={onSubmit} noValidate aria-label="Report an error in this story">
      <TextAreaField label="What is wrong? *" rows={5} aria-required {...field('description')} />
      <TextField label="Source link (optional)" type="url" inputMode="url" {...field('sourceUrl')} />
      <TextField
        label="Your e-mail, if you would like a reply (optional)"
        type="email"
        autoComplete="email"
        {...field('email')}
      />
      <Honeypot aria-hidden="true">
        <label>
          Leave this field empty
          <input type="text" tabIndex={-1} autoComplete="off" {...field('website')} />
        </label>
      </Honeypot>
      {outcome && (
        <FormMessage $tone={outcome.tone} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </FormMessage>
      )}
      <div>
        <Button type="submit" $variant="primary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send report'}
        </Button>
      </div>
    </FormStack>
  );
}
