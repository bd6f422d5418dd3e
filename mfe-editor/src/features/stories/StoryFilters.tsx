import { STORY_CATEGORIES } from '@newsroom/shared';
import { SearchBox } from '../../components/SearchBox.tsx';
import { MAX_SEARCH_LENGTH } from '../../lib/searchText.ts';
import { MAX_AUTHOR_FILTER_LENGTH, type ListFilters } from '../../lib/listFilters.ts';
import { StatusFilterButtons } from '../../components/StatusFilterButtons.tsx';
import { FilterSelect, Toolbar } from '../../components/consoleKit.styles.ts';
import type { ChangeListFilters } from '../../components/useListFilters.ts';

export interface StoryFiltersProps {
  filters: ListFilters;
  onChange: ChangeListFilters;
}

/**
 * Status, a full-text search (title, author and category, then the text), a category, and part of
 * an author's name: the search finds words anywhere, the author box narrows to one byline.
 */
export function StoryFilters({ filters, onChange }: StoryFiltersProps) {
  return (
    <Toolbar>
      <StatusFilterButtons label="Show stories" value={filters.status} onChange={(status) => onChange({ status })} />
      <SearchBox
        label="Search stories by title or author"
        placeholder="Search by title, text or author"
        value={filters.search}
        maxLength={MAX_SEARCH_LENGTH}
        onSearch={(search) => onChange({ search }, { replace: true })}
      />
      <FilterSelect
        aria-label="Filter stories by category"
        value={filters.category}
        onChange={(event) => onChange({ category: event.target.value })}
      >
        <option value="">All categories</option>
        {STORY_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {category}
          </option>
        ))}
      </FilterSelect>
      <SearchBox
        type="text"
        label="Filter stories by author"
        placeholder="Author"
        value={filters.author}
        maxLength={MAX_AUTHOR_FILTER_LENGTH}
        onSearch={(author) => onChange({ author }, { replace: true })}
      />
    </Toolbar>
  );
}
