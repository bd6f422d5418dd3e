import type { ComponentType } from 'react';
import type { ConsolePanelProps } from '../components/consolePanel.ts';
import { AdvertisementsPanel } from '../features/ads/AdvertisementsPanel.tsx';
import { AnalyticsPanel } from '../features/analytics/AnalyticsPanel.tsx';
import { BreakingNewsPanel } from '../features/liveFeeds/BreakingNewsPanel.tsx';
import { PhotoEssaysPanel } from '../features/essays/PhotoEssaysPanel.tsx';
import { FrontsPanel } from '../features/fronts/FrontsPanel.tsx';
import { LiveBlogsPanel } from '../features/liveBlogs/LiveBlogsPanel.tsx';
import { LiveFeedsPanel } from '../features/liveFeeds/LiveFeedsPanel.tsx';
import { MediaPanel } from '../features/media/MediaPanel.tsx';
import { PeoplePanel } from '../features/people/PeoplePanel.tsx';
import { PlanningPanel } from '../features/planning/PlanningPanel.tsx';
import { StoriesPanel } from '../features/stories/StoriesPanel.tsx';
import { TrashPanel } from '../features/trash/TrashPanel.tsx';

export interface ConsoleTab {
  /** The value of ?tab= in the URL. */
  id: string;
  label: string;
  Panel: ComponentType<ConsolePanelProps>;
}

/**
 * The tabs, in the product's order (docs/product/routes.md#blog-management; People & topics:
 * decision 185). A tab is one entry here and one panel component in its feature folder: Breaking News, Live Feeds, Advertisements and Analytics plug in by replacing their panel.
 */
export const CONSOLE_TABS: readonly ConsoleTab[] = [
  { id: 'stories', label: 'Stories', Panel: StoriesPanel },
  { id: 'planning', label: 'Planning', Panel: PlanningPanel },
  { id: 'essays', label: 'Photo Essays', Panel: PhotoEssaysPanel },
  { id: 'breaking', label: 'Breaking News', Panel: BreakingNewsPanel },
  { id: 'feeds', label: 'Live Feeds', Panel: LiveFeedsPanel },
  { id: 'live', label: 'Live Blogs', Panel: LiveBlogsPanel },
  { id: 'people', label: 'People & topics', Panel: PeoplePanel },
  { id: 'fronts', label: 'Fronts', Panel: FrontsPanel },
  { id: 'ads', label: 'Advertisements', Panel: AdvertisementsPanel },
  { id: 'analytics', label: 'Analytics', Panel: AnalyticsPanel },
  // Every uploaded image (decision 199); not a contributor's (the database refuses them).
  { id: 'media', label: 'Media', Panel: MediaPanel },
  // Deleted items for 30 days (decision 195); not a contributor's (the database refuses them).
  { id: 'trash', label: 'Trash', Panel: TrashPanel },
];

/** A contributor's console: their own and assigned stories (decision 183), listed and on the day's board (decision 191). */
export const CONTRIBUTOR_TABS: readonly ConsoleTab[] = CONSOLE_TABS.filter(
  (tab) => tab.id === 'stories' || tab.id === 'planning',
);

export const DEFAULT_TAB = 'stories';

export function tabOrDefault(value: string | null, tabs: readonly ConsoleTab[] = CONSOLE_TABS): string {
  return tabs.some((tab) => tab.id === value) ? (value as string) : DEFAULT_TAB;
}
