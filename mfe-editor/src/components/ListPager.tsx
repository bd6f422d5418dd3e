import { Button } from '@newsroom/shared';
import { pageCount, pageOfText } from '../lib/listPage.ts';
import { PagerNav } from './consoleKit.styles.ts';

export interface ListPagerProps {
  /** Names the navigation ("Story pages"). */
  label: string;
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** Previous, "Page 2 of 102", Next; nothing when everything fits on one page. */
export function ListPager({ label, page, total, onPage }: ListPagerProps) {
  const pages = pageCount(total);
  if (pages <= 1) return null;
  return (
    <PagerNav aria-label={label}>
      <Button $size="sm" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </Button>
      <p>{pageOfText(Math.min(page, pages), pages)}</p>
      <Button $size="sm" $variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next page
      </Button>
    </PagerNav>
  );
}
