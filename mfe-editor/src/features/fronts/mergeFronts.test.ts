import { describe, expect, it } from 'vitest';
import { mergeFronts } from './mergeFronts.ts';
import type { WorkingCard, WorkingContainer, WorkingFront } from './workingFront.ts';

const card = (id: string, headline: string | null = null): WorkingCard => ({
  story_id: id,
  story_title: id,
  live: true,
  headline,
  trail: null,
  image_url: null,
  image_alt: null,
});

const container = (title: string, cards: WorkingCard[], fields: Partial<WorkingContainer> = {}): WorkingContainer => ({
  key: title,
  title,
  kind: 'curated',
  rule: null,
  rule_value: null,
  layout: 'row-4',
  card_limit: 8,
  cards,
  ...fields,
});

const front = (version: number, containers: WorkingContainer[]): WorkingFront => ({
  edition: 'uk',
  version,
  published_at: null,
  containers,
});

/** Each container as "title layout: cards" (a headline override after a colon). */
const shape = (merged: WorkingFront) =>
  merged.containers.map(
    (each) =>
      `${each.title} ${each.layout}: ${each.cards.map((c) => (c.headline ? `${c.story_id}:${c.headline}` : c.story_id)).join(' ')}`,
  );

describe('mergeFronts', () => {
  const base = front(3, [
    container('Lead', [card('a'), card('b'), card('c')], { layout: 'lead-4' }),
    container('Sport', [card('s1')]),
    container('Old', [card('o1')]),
  ]);

  it('puts the editor’s changes onto the colleague’s version, losing neither', () => {
    const mine = front(3, [
      // Removed b, overrode c's headline, added d; removed Old; added Briefing second.
      container('Lead', [card('a'), card('c', 'Mine'), card('d')], { layout: 'lead-4' }),
      container('Briefing', [card('n1')]),
      container('Sport', [card('s1')]),
    ]);
    const theirs = front(4, [
      // They added e to Lead, changed Sport's layout, kept Old, added Business.
      container('Lead', [card('e'), card('a'), card('b'), card('c')], { layout: 'lead-4' }),
      container('Sport', [card('s1')], { layout: 'list' }),
      container('Old', [card('o1')]),
      container('Business', [card('x1')]),
    ]);
    const merged = mergeFronts(base, mine, theirs);
    expect(merged.version).toBe(4);
    expect(shape(merged)).toEqual([
      'Lead lead-4: e a c:Mine d',
      'Briefing row-4: n1',
      'Sport list: s1',
      'Business row-4: x1',
    ]);
  });

  it('keeps a container the editor changed that the colleague removed, and one the colleague changed that the editor removed', () => {
    const mine = front(3, [
      container('Lead', [card('a'), card('b'), card('c')], { layout: 'lead-4' }),
      container('Sport', [card('s1'), card('s2')]),
    ]);
    const theirs = front(4, [
      container('Lead', [card('a'), card('b'), card('c')], { layout: 'lead-4' }),
      container('Old', [card('o1'), card('o2')]),
    ]);
    expect(shape(mergeFronts(base, mine, theirs))).toEqual([
      'Lead lead-4: a b c',
      'Sport row-4: s1 s2',
      'Old row-4: o1 o2',
    ]);
  });
});
