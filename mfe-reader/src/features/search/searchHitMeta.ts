import type { SearchHit } from '@newsroom/shared';
import { formatShortDate } from '../../lib/formatDate.ts';

/** What a result says under its title: "Story" or "Photo essay", and section · byline · date. */
export function searchHitMeta(hit: SearchHit): { kind: string; meta: string } {
  const byline = hit.author ? (hit.kind === 'story' ? `By ${hit.author}` : `Photo by ${hit.author}`) : '';
  return {
    kind: hit.kind === 'story' ? 'Story' : 'Photo essay',
    meta: [hit.category, byline, formatShortDate(hit.publishTime)].filter(Boolean).join(' · '),
  };
}
