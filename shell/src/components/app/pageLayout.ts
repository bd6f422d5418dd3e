import { useMatches, type UIMatch } from 'react-router-dom';
import type { PageLayout } from '../../routes/routeTable.ts';

function layoutOf(handle: unknown): PageLayout | undefined {
  if (typeof handle !== 'object' || handle === null || !('layout' in handle)) return undefined;
  return handle.layout === 'work' ? 'work' : undefined;
}

/** 'work' when a matched route asks for it; pages that say nothing get the public page's chrome. */
export function pageLayout(matches: readonly Pick<UIMatch, 'handle'>[]): PageLayout {
  return matches.some((match) => layoutOf(match.handle) === 'work') ? 'work' : 'public';
}

/** The current route's layout (the route table's `layout`, carried in the route's handle). */
export function usePageLayout(): PageLayout {
  return pageLayout(useMatches());
}
