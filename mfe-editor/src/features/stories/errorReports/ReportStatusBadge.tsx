import { Badge } from '../../../components/consoleKit.styles.ts';
import { reportStatusLabel, type ReportStatus } from './errorReport.ts';

const KIND = { new: 'scheduled', in_progress: 'draft', corrected: 'published', declined: 'archived' } as const;

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  return <Badge $kind={KIND[status]}>{reportStatusLabel(status)}</Badge>;
}
