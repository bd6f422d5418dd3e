import { Button } from '@newsroom/shared';
import { PagerRow } from '../../components/Table.styles.ts';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Showing 26–50 of 80 accounts" with Previous and Next. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <PagerRow>
      <p aria-live="polite">
        Showing {first}–{last} of {total} {total === 1 ? 'account' : 'accounts'}
      </p>
      <Button $variant="secondary" $size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Button $variant="secondary" $size="sm" disabled={last >= total} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </PagerRow>
  );
}
