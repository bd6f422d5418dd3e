import { format } from 'date-fns';
import { ItemRow } from '../../../components/ItemRow.tsx';
import { RowButton } from '../../../components/RowButton.tsx';
import type { ErrorReport } from './errorReport.ts';
import { ErrorReportTriage } from './ErrorReportTriage.tsx';
import { ReportDetails } from './ReportDetails.tsx';
import { ReportStatusBadge } from './ReportStatusBadge.tsx';

export interface ErrorReportRowProps {
  report: ErrorReport;
  onOpenStory: (id: string) => void;
}

/** One report in the inbox: its story, status, when and from whom, what it says, and its triage. */
export function ErrorReportRow({ report, onOpenStory }: ErrorReportRowProps) {
  return (
    <ItemRow
      data-report-id={report.id}
      title={report.story?.title ?? 'Story no longer available'}
      meta={
        <>
          <ReportStatusBadge status={report.status} />
          <span>
            Received <time dateTime={report.createdAt}>{format(new Date(report.createdAt), 'd MMM yyyy, HH:mm')}</time>
            {report.email && (
              <>
                {' '}
                · reply to <a href={`mailto:${encodeURIComponent(report.email)}`}>{report.email}</a>
              </>
            )}
          </span>
        </>
      }
      details={<ReportDetails report={report} />}
      actions={
        <>
          <ErrorReportTriage report={report} />
          {report.story && (
            <RowButton action="Open story" item={report.story.title} onClick={() => onOpenStory(report.story!.id)} />
          )}
        </>
      }
    />
  );
}
