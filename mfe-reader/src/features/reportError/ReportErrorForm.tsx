import { Button, TextField } from '@newsroom/shared';
import { TextAreaField } from '../../components/FormControls.tsx';
import { FormMessage, FormStack } from '../../components/FormControls.styles.ts';
import { useReaderForm } from '../../lib/useReaderForm.ts';
import { Honeypot } from './ReportErrorForm.styles.ts';
import { EMPTY_REPORT, sendErrorReport, validateReport, type ErrorReport } from './sendErrorReport.ts';

/**
 * A reader's error report about one story. On any failure the form keeps what was typed; it is
 * cleared only once the report is stored.
 */
export function ReportErrorForm({ storyId }: { storyId: string }) {
  const { form, field, outcome, onSubmit, isPending } = useReaderForm({
    empty: EMPTY_REPORT,
    validate: validateReport,
    send: (report: ErrorReport) => sendErrorReport(storyId, report),
  });

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
        <Button type="submit" $variant="primary" disabled={isPending}>
          {isPending ? 'Sending…' : 'Send report'}
        </Button>
      </div>
    </FormStack>
  );
}
