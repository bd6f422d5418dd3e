import { describe, expect, it } from 'vitest';
import { makeContainer, makeDefaultFront, makeStory } from '../../test/fixtures.ts';
import { frontPanels, frontSections, showsStories } from './frontSections.ts';

const stories = (count: number) => Array.from({ length: count }, (_, i) => makeStory({ title: `S${i}` }));
const kinds = (sections: ReturnType<typeof frontSections>) => sections.map((section) => section.kind);

describe('frontSections', () => {
  it('draws a default front as the home page: the lead, the Latest Stories with the ad, the essays', () => {
    const list = stories(10);
    const sections = frontSections(makeDefaultFront(list));
    expect(kinds(sections)).toEqual(['lead', 'grid', 'essays']);
    expect(sections[0]).toMatchObject({ kind: 'lead', story: list[0] });
    expect(sections[1]).toMatchObject({ kind: 'grid', title: 'Latest Stories', withAd: true, latest: true });
    expect(sections[1].kind === 'grid' && sections[1].stories).toEqual(list.slice(1));
  });

  it('lead-4: the lead and the next 4 as cards; once the page has its lead, only cards', () => {
    const list = stories(7);
    const front = {
      id: 'f',
      containers: [
        makeContainer({ layout: 'lead-4', stories: list }),
        makeContainer({ layout: 'lead-4', stories: stories(3) }),
        makeContainer({ layout: 'single', stories: stories(2) }),
      ],
    };
    const sections = frontSections(front);
    expect(kinds(sections)).toEqual(['lead', 'grid', 'grid', 'grid']);
    expect(sections[1].kind === 'grid' && sections[1].stories).toEqual(list.slice(1, 5));
    expect(sections[2].kind === 'grid' && sections[2].stories).toHaveLength(3);
    expect(sections[3].kind === 'grid' && sections[3].stories).toHaveLength(1);
    // Only the first grid carries the inline ad.
    expect(sections.map((section) => section.kind === 'grid' && section.withAd)).toEqual([false, true, false, false]);
  });

  it('leaves out containers without stories and the live panels; draws photo essays once', () => {
    const front = {
      id: 'f',
      containers: [
        makeContainer({ rule: 'live-updates', layout: 'single' }),
        makeContainer({ stories: [] }),
        makeContainer({ rule: 'photo-essays' }),
        makeContainer({ rule: 'photo-essays' }),
        makeContainer({ layout: 'list', stories: stories(2) }),
      ],
    };
    expect(kinds(frontSections(front))).toEqual(['essays', 'list']);
  });

  it('a front with only essays or nothing shows no stories', () => {
    expect(showsStories(frontSections({ id: 'f', containers: [makeContainer({ rule: 'photo-essays' })] }))).toBe(false);
    expect(showsStories(frontSections(makeDefaultFront(stories(1))))).toBe(true);
  });
});

describe('frontPanels', () => {
  it('shows the live panels the front has, and both until it is known', () => {
    expect(frontPanels(undefined)).toEqual({ updates: true, events: true });
    expect(frontPanels(makeDefaultFront([]))).toEqual({ updates: true, events: true });
    expect(frontPanels({ id: 'f', containers: [makeContainer({ rule: 'live-events' })] })).toEqual({
      updates: false,
      events: true,
    });
  });
});
