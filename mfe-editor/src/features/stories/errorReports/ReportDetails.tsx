import { safeLinkOrEmpty } from '@newsroom/shared';
import type { ErrorReport } from './errorReport.ts';
import { ReportText } from './ReportDetails.styles.ts';

/** What the reader wrote, their source (http(s) only, never followed with the console's referrer) and the outcome. */
export function ReportDetails({ report }: { report: ErrorReport }) {
  const source = safeLinkOrEmpty(report.sourceUrl);
  const correction = report.notes.find((note) => note.id === report.correctionId);
  return (
    <>
      <ReportText>{report.description}</ReportText>
      {source && (
        <p>
          Source:{' '}
          <a href={source} target="_blank" rel="noopener noreferrer nofollow">
            {source}
          </a>
        </p>
      )}
      {correction && <p>Led to: {correction.text}</p>}
    </>
  );
}
