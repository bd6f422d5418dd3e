import { Button } from '@newsroom/shared';
import { format } from 'date-fns';
import { useState } from 'react';
import { PanelHeader, Toolbar } from '../../../components/consoleKit.styles.ts';
import { FilterButtons } from '../../../components/FilterButtons.tsx';
import { FilteredList } from '../../../components/FilteredList.tsx';
import { ItemRow } from '../../../components/ItemRow.tsx';
import { RowButton } from '../../../components/RowButton.tsx';
import { REPORT_STATUSES, countReports, type ErrorReport, type ReportFilter } from './errorReport.ts';
import { ErrorReportTriage } from './ErrorReportTriage.tsx';
import { ReportDetails } from './ReportDetails.tsx';
import { ReportStatusBadge } from './ReportStatusBadge.tsx';
import { useErrorReports } from './useErrorReports.ts';

const FILTERS: ReadonlyArray<{ id: ReportFilter; label: string }> = [{ id: 'all', label: 'All' }, ...REPORT_STATUSES];

export interface ErrorReportsInboxProps {
  onOpenStory: (id: string) => void;
  onBack: () => void;
}

/** Readers' error reports, newest first, filtered by status; each linked to its story. */
export function ErrorReportsInbox({ onOpenStory, onBack }: ErrorReportsInboxProps) {
  const reports = useErrorReports();
  const [filter, setFilter] = useState<ReportFilter>('all');
  const all = reports.data ?? [];
  const counts = countReports(all);
  const options = FILTERS.map(({ id, label }) => ({ id, label: `${label} (${counts[id]})` }));

  const row = (report: ErrorReport) => (
    <ItemRow
      key={report.id}
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

  return (
    <section aria-labelledby="error-reports-title">
      <PanelHeader>
        <h2 id="error-reports-title">Error reports</h2>
        <Button $variant="secondary" onClick={onBack}>
          Back to stories
        </Button>
      </PanelHeader>
      <FilteredList
        toolbar={
          reports.data && (
            <Toolbar>
              <FilterButtons label="Show reports" options={options} value={filter} onChange={setFilter} />
            </Toolbar>
          )
        }
        items={reports.data && (filter === 'all' ? all : all.filter((report) => report.status === filter))}
        load={reports}
        loadingText="Loading error reports…"
        emptyText={all.length === 0 ? 'No error reports yet.' : 'No reports with this status.'}
        renderRow={row}
      />
    </section>
  );
}
