import { STORAGE_BUCKET } from '../constants/site.ts';
import { isValidHomeStory } from './homeStories.ts';
import { mapStoryRows, type NewsStoryRow, type Story } from './story.ts';
import { idOf, textOr } from './text.ts';

/** How a container is drawn (docs/product/fronts.md). */
export type FrontLayout = 'lead-4' | 'row-4' | 'list' | 'single';

const LAYOUTS: readonly string[] = ['lead-4', 'row-4', 'list', 'single'];

/** One container of a front with its stories resolved (published, due, valid for the home page). */
export interface FrontContainer {
  id: string;
  title: string;
  /** An automatic container's rule (featured, latest, photo-essays, live-updates, …); null when curated. */
  rule: string | null;
  layout: FrontLayout;
  stories: Story[];
}

export interface Front {
  id: string;
  containers: FrontContainer[];
}

interface FrontContainerRow {
  id?: unknown;
  title?: unknown;
  rule?: unknown;
  layout?: unknown;
  stories?: unknown;
}

/** A card's own image may be a blog-images path: `publicUrl` makes it the object's URL. */
export type PublicImageUrl = (path: string) => string;

const STORAGE_PATH = `${STORAGE_BUCKET}/`;

function withImage(row: NewsStoryRow, publicUrl: PublicImageUrl): NewsStoryRow {
  const src = row.image_url;
  return src?.startsWith(STORAGE_PATH) ? { ...row, image_url: publicUrl(src.slice(STORAGE_PATH.length)) } : row;
}

function mapContainer(row: FrontContainerRow, publicUrl: PublicImageUrl): FrontContainer {
  const stories = Array.isArray(row.stories) ? (row.stories as NewsStoryRow[]) : [];
  return {
    id: idOf(row.id),
    title: textOr(row.title),
    rule: typeof row.rule === 'string' ? row.rule : null,
    layout: (LAYOUTS.includes(textOr(row.layout)) ? row.layout : 'row-4') as FrontLayout,
    stories: mapStoryRows(stories.map((story) => withImage(story, publicUrl))).filter(isValidHomeStory),
  };
}

/** front_for_edition's answer as the page draws it; null when the edition has no public front. */
export function mapFront(value: unknown, publicUrl: PublicImageUrl): Front | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, containers } = value as { id?: unknown; containers?: unknown };
  const rows = Array.isArray(containers) ? (containers as FrontContainerRow[]) : [];
  return { id: idOf(id), containers: rows.map((row) => mapContainer(row, publicUrl)) };
}
