import type { Edition } from '@newsroom/shared';

/** A layout a container is drawn in (docs/product/fronts.md). */
export const LAYOUTS = [
  { value: 'lead-4', label: 'Lead with 4' },
  { value: 'row-4', label: 'A row of 4' },
  { value: 'list', label: 'A list' },
  { value: 'single', label: 'A single large card' },
] as const;

/** The rules of automatic containers; `category` and `topic` need a rule value. */
export const RULES = [
  { value: 'featured', label: 'Featured story' },
  { value: 'latest', label: 'Latest stories' },
  { value: 'category', label: 'Newest of a category' },
  { value: 'topic', label: 'Newest of a topic' },
  { value: 'most-read', label: 'Most read (24 h)' },
  { value: 'live-blogs', label: 'Live blogs running now' },
  { value: 'photo-essays', label: 'Photo essays' },
  { value: 'live-updates', label: 'Live Updates panel' },
  { value: 'live-events', label: 'Live Events panel' },
] as const;

export type ContainerKind = 'curated' | 'automatic';

/** The limits the tables hold (front_containers_position_range, front_cards_position_range). */
export const MAX_CONTAINERS = 20;
export const MAX_CARDS = 40;

export interface WorkingCard {
  story_id: string;
  story_title: string;
  /** Published and due: a card that is not is placed but left out of the front until it is. */
  live: boolean;
  headline: string | null;
  trail: string | null;
  image_url: string | null;
  image_alt: string | null;
}

export interface ContainerFields {
  title: string;
  kind: ContainerKind;
  rule: string | null;
  rule_value: string | null;
  layout: string;
  card_limit: number;
}

export interface WorkingContainer extends ContainerFields {
  /** A key for React only: containers have no id until published. */
  key: string;
  cards: WorkingCard[];
}

/** The version loaded into the tab; `version` is the base a publish is checked against. */
export interface WorkingFront {
  edition: Edition;
  version: number;
  published_at: string | null;
  containers: WorkingContainer[];
}

export type OverrideField = 'headline' | 'trail' | 'image_url' | 'image_alt';

let nextKey = 0;
export const containerKey = () => `container-${(nextKey += 1)}`;

/** The list with the item at `from` moved to `to` (clamped); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from === target || from < 0 || from >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, i) => (i === index ? item : current));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** A card for a story, without overrides; null when the container already has it or is full. */
export function addCard(container: WorkingContainer, story: Pick<WorkingCard, 'story_id' | 'story_title' | 'live'>) {
  if (container.cards.length >= MAX_CARDS) return null;
  if (container.cards.some((card) => card.story_id === story.story_id)) return null;
  const card: WorkingCard = { ...story, headline: null, trail: null, image_url: null, image_alt: null };
  return { ...container, cards: [...container.cards, card] };
}

/**
 * The containers with card `card` of container `from` moved to the end of container `to`, its
 * overrides kept; null when `to` is the same container, not curated, full or already has the story.
 */
export function moveCardTo(containers: readonly WorkingContainer[], from: number, card: number, to: number) {
  const source = containers[from];
  const target = containers[to];
  const moving = source?.cards[card];
  if (!source || !target || !moving || from === to || target.kind !== 'curated') return null;
  if (target.cards.length >= MAX_CARDS || target.cards.some((each) => each.story_id === moving.story_id)) return null;
  return containers.map((container, index) => {
    if (index === from) return { ...container, cards: removeAt(container.cards, card) };
    if (index === to) return { ...container, cards: [...container.cards, moving] };
    return container;
  });
}

/** An override as stored: empty text is no override. */
export function overrideValue(text: string): string | null {
  return text.trim() === '' ? null : text;
}

/** What publish_front takes: the containers in order, each with its cards in order. */
export function publishPayload(front: WorkingFront) {
  return front.containers.map(({ title, kind, rule, rule_value, layout, card_limit, cards }) => ({
    title,
    kind,
    rule: kind === 'automatic' ? rule : null,
    rule_value: kind === 'automatic' && (rule === 'category' || rule === 'topic') ? rule_value : null,
    layout,
    card_limit,
    cards:
      kind === 'curated'
        ? cards.map(({ story_id, headline, trail, image_url, image_alt }) => ({
            story_id,
            headline,
            trail,
            image_url,
            image_alt,
          }))
        : [],
  }));
}

/** Whether the working front would publish anything other than the version it started from. */
export function isChanged(loaded: WorkingFront, front: WorkingFront): boolean {
  return JSON.stringify(publishPayload(loaded)) !== JSON.stringify(publishPayload(front));
}

interface LoadedFront {
  edition: Edition;
  version: number;
  published_at: string | null;
  containers: (ContainerFields & { cards: WorkingCard[] })[];
}

/** The answer of front_for_editing as the tab's working front. */
export function toWorkingFront(loaded: LoadedFront): WorkingFront {
  return {
    ...loaded,
    containers: loaded.containers.map((container) => ({ ...container, key: containerKey() })),
  };
}
