import {
  containerKey,
  publishPayload,
  type ContainerFields,
  type WorkingCard,
  type WorkingContainer,
  type WorkingFront,
} from './workingFront.ts';

const FIELDS = ['kind', 'rule', 'rule_value', 'layout', 'card_limit'] as const satisfies (keyof ContainerFields)[];

/** Whether two containers would publish the same (their React keys aside). */
const same = (a: WorkingContainer, b: WorkingContainer) =>
  JSON.stringify(publishPayload({ containers: [a] } as WorkingFront)) ===
  JSON.stringify(publishPayload({ containers: [b] } as WorkingFront));

const sameCard = (a: WorkingCard, b: WorkingCard) => JSON.stringify(a) === JSON.stringify(b);

/** Where an item the editor placed after `previous` goes in `list`: after it, first, or last if it is gone. */
function placeAfter<T>(list: T[], previous: T | undefined, matches: (a: T, b: T) => boolean): number {
  if (previous === undefined) return 0;
  const at = list.findIndex((each) => matches(each, previous));
  return at < 0 ? list.length : at + 1;
}

/** Their cards with the editor's changes: removals, changed overrides, and additions after the card the editor put them after. */
function mergeCards(base: WorkingCard[], mine: WorkingCard[], theirs: WorkingCard[]): WorkingCard[] {
  const before = new Map(base.map((card) => [card.story_id, card]));
  const kept = new Set(mine.map((card) => card.story_id));
  const merged = theirs.filter((card) => !before.has(card.story_id) || kept.has(card.story_id));
  mine.forEach((card, index) => {
    const old = before.get(card.story_id);
    if (old && sameCard(old, card)) return;
    const at = merged.findIndex((each) => each.story_id === card.story_id);
    if (at >= 0) merged[at] = card;
    else
      merged.splice(
        placeAfter(merged, mine[index - 1], (a, b) => a.story_id === b.story_id),
        0,
        card,
      );
  });
  return merged;
}

/** Their container with what the editor changed in it since `base` (null: the editor added it). */
function mergeContainer(base: WorkingContainer | undefined, mine: WorkingContainer, theirs: WorkingContainer) {
  const merged: WorkingContainer = { ...theirs };
  for (const field of FIELDS) {
    if (!base || base[field] !== mine[field]) Object.assign(merged, { [field]: mine[field] });
  }
  merged.cards = mergeCards(base?.cards ?? [], mine.cards, theirs.cards);
  return merged;
}

/**
 * The editor's changes since `base` (the version they loaded) put onto `theirs`, the version a
 * colleague published meanwhile (decision 208). Containers are matched by title. Theirs stands
 * where the editor changed nothing; a container the editor changed takes their fields and cards as
 * merged above (one the colleague removed comes back: nothing the editor did is lost); one the
 * editor added goes in at its place; one the editor removed goes unless the colleague changed it.
 * The order of containers is the colleague's.
 */
export function mergeFronts(base: WorkingFront, mine: WorkingFront, theirs: WorkingFront): WorkingFront {
  const before = new Map(base.containers.map((container) => [container.title, container]));
  const kept = new Set(mine.containers.map((container) => container.title));
  const containers = theirs.containers.filter((container) => {
    const old = before.get(container.title);
    return !old || kept.has(container.title) || !same(old, container);
  });
  mine.containers.forEach((container, index) => {
    const old = before.get(container.title);
    if (old && same(old, container)) return;
    const found = containers.findIndex((each) => each.title === container.title);
    if (found >= 0) containers[found] = mergeContainer(old, container, containers[found] as WorkingContainer);
    else {
      const at = placeAfter(containers, mine.containers[index - 1], (a, b) => a.title === b.title);
      containers.splice(at, 0, { ...container, key: containerKey() });
    }
  });
  return { ...theirs, containers };
}
