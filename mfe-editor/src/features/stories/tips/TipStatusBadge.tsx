import { Badge } from '../../../components/consoleKit.styles.ts';
import { tipStatusLabel, type TipStatus } from './storyTip.ts';

const KIND = { new: 'scheduled', reviewed: 'draft', used: 'published', dismissed: 'archived' } as const;

export function TipStatusBadge({ status }: { status: TipStatus }) {
  return <Badge $kind={KIND[status]}>{tipStatusLabel(status)}</Badge>;
}
