import { SelectField } from '../../../components/SelectField.tsx';
import { REPORT_STATUSES, type ErrorReport, type ReportStatus } from './errorReport.ts';
import { useChangeReport } from './useErrorReports.ts';

const STATUS_OPTIONS = REPORT_STATUSES.map(({ id, label }) => ({ value: id, label }));

/**
 * A report's status and the correction it led to. Choosing a correction marks the report
 * corrected (what an editor means by it); the status can still be changed after.
 */
export function ErrorReportTriage({ report }: { report: ErrorReport }) {
  const change = useChangeReport();
  const about = report.story?.title ?? 'a removed story';
  return (
    <>
      <SelectField
        label={`Status of the report on ${about}`}
        value={report.status}
        options={STATUS_OPTIONS}
        disabled={change.isPending}
        onChange={(event) => change.mutate({ id: report.id, status: event.target.value as ReportStatus })}
      />
      {report.notes.length > 0 && (
        <SelectField
          label={`Correction it led to (${about})`}
          value={report.correctionId ?? ''}
          placeholder="None"
          options={report.notes.map((note) => ({ value: note.id, label: note.text }))}
          disabled={change.isPending}
          onChange={(event) => {
            const correctionId = event.target.value || null;
            change.mutate({ id: report.id, correctionId, ...(correctionId ? { status: 'corrected' } : {}) });
          }}
        />
      )}
    </>
  );
}
