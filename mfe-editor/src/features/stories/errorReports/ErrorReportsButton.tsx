import { Button } from '@newsroom/shared';
import { countReports } from './errorReport.ts';
import { useErrorReports } from './useErrorReports.ts';

/** Opens the error-reports inbox; says how many reports nobody has looked at yet. */
export function ErrorReportsButton({ onClick }: { onClick: () => void }) {
  const reports = useErrorReports();
  const fresh = reports.data ? countReports(reports.data).new : 0;
  return (
    <Button $variant="secondary" onClick={onClick}>
      Error reports{fresh > 0 ? ` (${fresh} new)` : ''}
    </Button>
  );
}
