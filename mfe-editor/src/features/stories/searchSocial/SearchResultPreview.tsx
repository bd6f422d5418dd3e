import type { StorySearch } from '@newsroom/shared/document';
import { ResultPreview } from './SearchSocialFields.styles.ts';

export interface SearchResultPreviewProps {
  search: StorySearch;
  /** The page's title after the search headline, as readers' pages have it. */
  siteName: string;
  /** The story's address as a result shows it. */
  address: string;
}

/** How a search engine's result will show the story: its title, address and description. */
export function SearchResultPreview({ search, siteName, address }: SearchResultPreviewProps) {
  return (
    <ResultPreview aria-label="Search result preview">
      <p className="address">{address}</p>
      <p className="title">{`${search.title} | ${siteName}`}</p>
      <p className="description">{search.description || 'No description yet: write the story or a standfirst.'}</p>
    </ResultPreview>
  );
}
