import { describe, expect, it } from 'vitest';
import {
  MAX_CARDS,
  addCard,
  isChanged,
  moveCardTo,
  moveItem,
  publishPayload,
  type WorkingContainer,
} from './workingFront.ts';

const container = (fields: Partial<WorkingContainer> = {}): WorkingContainer => ({
  key: 'c',
  title: 'Picks',
  kind: 'curated',
  rule: null,
  rule_value: null,
  layout: 'list',
  card_limit: 8,
  cards: [],
  ...fields,
});

describe('workingFront', () => {
  it('moves an item within the list, clamped at both ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
  });

  it('moves a card to the end of another curated container with its overrides, never to a full one or one with the story', () => {
    const story = (id: string) => ({
      story_id: id,
      story_title: id,
      live: true,
      headline: null,
      trail: null,
      image_url: null,
      image_alt: null,
    });
    const moving = { ...story('s1'), headline: 'On this front' };
    const containers = [
      container({ key: 'a', cards: [moving, story('s2')] }),
      container({ key: 'b', cards: [story('s3')] }),
      container({ key: 'c', kind: 'automatic', rule: 'latest' }),
      container({ key: 'd', cards: [story('s1')] }),
      container({ key: 'e', cards: Array.from({ length: MAX_CARDS }, (_, i) => story(`f${i}`)) }),
    ];
    const moved = moveCardTo(containers, 0, 0, 1);
    expect(moved?.map((each) => each.cards.map((card) => card.story_id))).toEqual([
      ['s2'],
      ['s3', 's1'],
      [],
      ['s1'],
      expect.any(Array),
    ]);
    expect(moved?.[1]?.cards[1]?.headline).toBe('On this front');
    for (const to of [0, 2, 3, 4, 9]) expect(moveCardTo(containers, 0, 0, to), String(to)).toBeNull();
  });

  it('adds a story once per container', () => {
    const story = { story_id: 's1', story_title: 'One', live: true };
    const once = addCard(container(), story);
    expect(once?.cards).toHaveLength(1);
    expect(once && addCard(once, story)).toBeNull();
  });

  it('publishes curated cards only, and a rule value only for the category and topic rules', () => {
    const automatic = container({ kind: 'automatic', rule: 'latest', rule_value: 'stale', cards: [] });
    const curated = container({
      rule: 'latest',
      cards: [
        {
          story_id: 's1',
          story_title: 'One',
          live: false,
          headline: 'H',
          trail: null,
          image_url: null,
          image_alt: null,
        },
      ],
    });
    const [auto, picks] = publishPayload({
      edition: 'uk',
      version: 1,
      published_at: null,
      containers: [automatic, curated],
    });
    expect(auto).toMatchObject({ rule: 'latest', rule_value: null, cards: [] });
    expect(picks).toMatchObject({ rule: null, cards: [{ story_id: 's1', headline: 'H', trail: null }] });
  });
  it('a working front moved back to where it was has no unpublished changes; a new key alone is none', () => {
    const loaded = {
      edition: 'uk' as const,
      version: 3,
      published_at: null,
      containers: [container(), container({ title: 'B' })],
    };
    const moved = { ...loaded, containers: moveItem(loaded.containers, 0, 1) };
    expect(isChanged(loaded, moved)).toBe(true);
    expect(isChanged(loaded, { ...moved, containers: moveItem(moved.containers, 0, 1) })).toBe(false);
    expect(isChanged(loaded, { ...loaded, containers: loaded.containers.map((c) => ({ ...c, key: 'other' })) })).toBe(
      false,
    );
  });
});
