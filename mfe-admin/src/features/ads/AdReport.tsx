import { Button, toast, type Advertisement } from '@newsroom/shared';
import { useState } from 'react';
import { Alert } from './AdsTab.styles.ts';
import { ReportBox, ReportTable } from './AdReport.styles.ts';
import {
  AD_REPORT_DAYS,
  clickThroughRate,
  fetchAdReportCsv,
  useAdReport,
  type AdReportFigures,
} from './useAdReport.ts';

/** Saves text as a file through a temporary link (the browser's own download). */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

function ReportRows({ report }: { report: AdReportFigures }) {
  const { rows, totals, olderDays } = report;
  return (
    <ReportTable>
      <caption>
        {olderDays
          ? `The newest ${AD_REPORT_DAYS} days; the total and the CSV cover the whole campaign`
          : 'Every counted day'}
      </caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Position</th>
          <th scope="col">Impressions</th>
          <th scope="col">Clicks</th>
          <th scope="col">Click-through rate</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.day} ${row.position}`}>
            <td>{row.day}</td>
            <td>{row.position}</td>
            <td>{row.impressions}</td>
            <td>{row.clicks}</td>
            <td>{clickThroughRate(row)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Campaign total
          </th>
          <td>{totals.impressions}</td>
          <td>{totals.clicks}</td>
          <td>{clickThroughRate(totals)}</td>
        </tr>
      </tfoot>
    </ReportTable>
  );
}

/**
 * An ad's report (decision 187): impressions and clicks per day and position, counted without
 * cookies and bots left out, loaded when opened; the advertiser's CSV comes from the database.
 */
export function AdReport({ ad }: { ad: Advertisement }) {
  const [open, setOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const report = useAdReport(ad.id, open);
  const exportCsv = async () => {
    setExporting(true);
    try {
      download(await fetchAdReportCsv(ad.id), `ad-report-${ad.id}.csv`);
    } catch {
      toast.error('Could not export the report');
    } finally {
      setExporting(false);
    }
  };
  return (
    <ReportBox onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Report</summary>
      {report.isPending && open && <p>Loading the report…</p>}
      {report.isError && <Alert role="alert">Could not load the report.</Alert>}
      {report.isSuccess && report.data.rows.length === 0 && <p>No impressions counted yet.</p>}
      {report.isSuccess && report.data.rows.length > 0 && <ReportRows report={report.data} />}
      <Button $variant="secondary" $size="sm" disabled={exporting} onClick={() => void exportCsv()}>
        {exporting ? 'Exporting…' : 'Download CSV'}
      </Button>
    </ReportBox>
  );
}
