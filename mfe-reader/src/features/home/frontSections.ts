import type { Front, FrontContainer, Story } from '@newsroom/shared';

/** What the page's main column draws for a front, in order (docs/product/fronts.md). */
export type FrontSection =
  | { kind: 'lead'; id: string; story: Story }
  | { kind: 'grid'; id: string; title: string; stories: Story[]; withAd: boolean; latest: boolean }
  | { kind: 'list'; id: string; title: string; stories: Story[] }
  | { kind: 'essays'; id: string };

interface Drawn {
  lead: boolean;
  ad: boolean;
  essays: boolean;
}

/** A container's sections: the page's one lead comes from the first `single` or `lead-4` container. */
function containerSections(container: FrontContainer, drawn: Drawn): FrontSection[] {
  const { id, title, layout, stories } = container;
  if (container.rule === 'photo-essays') {
    if (drawn.essays) return [];
    drawn.essays = true;
    return [{ kind: 'essays', id }];
  }
  // The live panels (mfe-live) carry no stories; a container whose stories are not live yet is left out.
  if (stories.length === 0) return [];
  if (layout === 'list') return [{ kind: 'list', id, title, stories }];
  const leads = (layout === 'single' || layout === 'lead-4') && !drawn.lead;
  const rest = layout === 'single' ? [] : stories.slice(leads ? 1 : 0, layout === 'lead-4' ? 5 : undefined);
  const sections: FrontSection[] = leads ? [{ kind: 'lead', id, story: stories[0] }] : [];
  drawn.lead ||= leads;
  const cards = layout === 'single' && !leads ? stories.slice(0, 1) : rest;
  if (cards.length === 0) return sections;
  // The inline ad follows the sixth card of the first grid, as it followed the sixth latest story.
  sections.push({ kind: 'grid', id, title, stories: cards, withAd: !drawn.ad, latest: container.rule === 'latest' });
  drawn.ad = true;
  return sections;
}

/** The front's containers as the main column draws them; the live panels go to the sidebar. */
export function frontSections(front: Front): FrontSection[] {
  const drawn: Drawn = { lead: false, ad: false, essays: false };
  return front.containers.flatMap((container) => containerSections(container, drawn));
}

/** Whether the front shows any story (else the page says there are none, as before). */
export const showsStories = (sections: readonly FrontSection[]) =>
  sections.some((section) => section.kind !== 'essays');

/** Which of mfe-live's panels the front has; both until the front is known. */
export function frontPanels(front: Front | null | undefined): { updates: boolean; events: boolean } {
  if (!front) return { updates: true, events: true };
  const rules = front.containers.map((container) => container.rule);
  return { updates: rules.includes('live-updates'), events: rules.includes('live-events') };
}
