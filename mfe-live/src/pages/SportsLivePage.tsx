import {
  useDocumentHead,
  useSportsCategories,
  useSportsHubEvents,
  SPORTS_EVENTS_LOAD_ERROR,
  type LiveEvent,
  type SportsCategory,
  siteName,
} from '@newsroom/shared';
import { useCallback, useMemo } from 'react';
import { EventTypeIcon } from '../components/EventTypeIcon.tsx';
import { EventHub } from '../features/hub/EventHub.tsx';
import type { FilterOption } from '../features/hub/FilterGroup.tsx';
import { ALL_FILTER } from '../features/hub/hubSelection.ts';

function categoryOption(category: SportsCategory): FilterOption {
  return {
    value: category.slug,
    label: category.name,
    color: category.color,
    icon: category.icon ? <span aria-hidden="true">{category.icon}</span> : undefined,
  };
}

/**
 * Exposed as ./SportsLivePage (/sports-live): sports events, filtered by the active sports
 * categories (each in its colour). An event whose category is inactive or unknown is listed under
 * All only.
 */
export function SportsLivePage() {
  const events = useSportsHubEvents();
  const { data: categoryList, isPending: categoriesPending } = useSportsCategories();
  // Until the categories are known a ?category= link cannot be applied: show the loading state
  // rather than every event and then a jump to the filtered few. A category load failure
  // leaves All only.
  const result = categoriesPending ? { ...events, data: undefined, isPending: true } : events;
  useDocumentHead({ title: `Sports Live | ${siteName()}` });
  const categories = useMemo(
    () => new Map((categoryList ?? []).map((category) => [category.id, category])),
    [categoryList],
  );
  const options = useMemo<FilterOption[]>(
    () => [
      { value: ALL_FILTER, label: 'All', icon: <EventTypeIcon type="sports" /> },
      ...(categoryList ?? []).map(categoryOption),
    ],
    [categoryList],
  );
  const matchesCategory = useCallback(
    (event: LiveEvent, slug: string) => slug === ALL_FILTER || categories.get(event.categoryId)?.slug === slug,
    [categories],
  );
  return (
    <EventHub
      title="Sports Live"
      intro="Live matches and races from every sport we cover, with what is coming up next."
      result={result}
      errorMessage={SPORTS_EVENTS_LOAD_ERROR}
      emptyTitle="No Sports Events Available"
      filterLabel="Filter events by sport"
      filterParam="category"
      filterOptions={options}
      matchesFilter={matchesCategory}
      categories={categories}
    />
  );
}
