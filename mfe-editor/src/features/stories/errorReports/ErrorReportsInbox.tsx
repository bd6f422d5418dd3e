import { StatusInbox } from '../../../components/StatusInbox.tsx';
import { REPORT_STATUSES } from './errorReport.ts';
import { ErrorReportRow } from './ErrorReportRow.tsx';
import { useErrorReports } from './useErrorReports.ts';

export interface ErrorReportsInboxProps {
  onOpenStory: (id: string) => void;
  onBack: () => void;
}

/** Readers' error reports, newest first, filtered by status; each linked to its story. */
export function ErrorReportsInbox({ onOpenStory, onBack }: ErrorReportsInboxProps) {
  const reports = useErrorReports();
  return (
    <StatusInbox
      title="Error reports"
      titleId="error-reports-title"
      filterLabel="Show reports"
      statuses={REPORT_STATUSES}
      load={reports}
      loadingText="Loading error reports…"
      emptyText={{ none: 'No error reports yet.', filtered: 'No reports with this status.' }}
      renderRow={(report) => <ErrorReportRow key={report.id} report={report} onOpenStory={onOpenStory} />}
      onBack={onBack}
    />
  );
}
