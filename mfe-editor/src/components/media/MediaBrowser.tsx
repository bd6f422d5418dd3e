import { Button, LoadFailure } from '@newsroom/shared';
import { useId, useState } from 'react';
import { FilterSelect, Muted, Toolbar } from '../consoleKit.styles.ts';
import { FilterButtons } from '../FilterButtons.tsx';
import { SearchBox } from '../SearchBox.tsx';
import { TYPE_OPTIONS, type MediaAsset, type MediaFilters, type MediaShow, type MediaType } from './mediaAssets.ts';
import { MediaCard } from './MediaCard.tsx';
import { MediaGrid } from './Media.styles.ts';
import { useMediaLibrary } from './useMediaLibrary.ts';

export interface MediaBrowserProps {
  actionLabel: string;
  onAction: (asset: MediaAsset) => void;
}

const SHOW_OPTIONS: ReadonlyArray<{ id: MediaShow; label: string }> = [
  { id: 'all', label: 'All' },
  { id: 'unused', label: 'Unused' },
  { id: 'mine', label: 'Mine' },
];

/** The library's search (full text), filters and grid, newest first, 36 at a time. */
export function MediaBrowser({ actionLabel, onAction }: MediaBrowserProps) {
  const [filters, setFilters] = useState<MediaFilters>({ search: '', show: 'all', type: '' });
  const library = useMediaLibrary(filters);
  const typeId = useId();
  const assets = library.data?.pages.flat() ?? [];
  const change = (next: Partial<MediaFilters>) => setFilters((current) => ({ ...current, ...next }));

  return (
    <>
      <Toolbar>
        <SearchBox
          label="Search images"
          placeholder="Search alt text, caption, credit, file name"
          value={filters.search}
          maxLength={200}
          onSearch={(search) => change({ search })}
        />
        <FilterButtons
          label="Show images"
          options={SHOW_OPTIONS}
          value={filters.show}
          onChange={(show) => change({ show })}
        />
        <label htmlFor={typeId}>Type</label>
        <FilterSelect
          id={typeId}
          value={filters.type}
          onChange={(event) => change({ type: event.target.value as MediaType })}
        >
          {TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FilterSelect>
      </Toolbar>
      {library.isError && <LoadFailure message={library.error.message} onRetry={() => void library.refetch()} />}
      {library.isPending && <p role="status">Loading images…</p>}
      {library.isSuccess && assets.length === 0 && <Muted>No images match.</Muted>}
      {assets.length > 0 && (
        <MediaGrid aria-label="Images">
          {assets.map((asset) => (
            <MediaCard key={asset.id} asset={asset} actionLabel={actionLabel} onAction={onAction} />
          ))}
        </MediaGrid>
      )}
      {library.hasNextPage && (
        <Button $variant="secondary" disabled={library.isFetchingNextPage} onClick={() => void library.fetchNextPage()}>
          {library.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </>
  );
}
