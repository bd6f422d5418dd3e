import type { Front, FrontContainer, PhotoEssay, SearchHit, SearchPage, Story } from '@newsroom/shared';

let counter = 0;

export function makeStory(overrides: Partial<Story> = {}): Story {
  counter += 1;
  return {
    id: `story-${counter}`,
    title: `Story title ${counter}`,
    summary: `Summary of story ${counter}.`,
    author: 'Jane Reporter',
    publishTime: '2026-11-21T09:00:00.000Z',
    readTime: '4 min read',
    category: 'Sports',
    isFeatured: false,
    imageUrl: `https://images.example/${counter}.jpg`,
    imageAlt: `Alt ${counter}`,
    imageCaption: '',
    imageAuthor: '',
    viewCount: 0,
    ...overrides,
  };
}

export function makeContainer(overrides: Partial<FrontContainer> = {}): FrontContainer {
  counter += 1;
  return {
    id: `container-${counter}`,
    title: `Container ${counter}`,
    rule: null,
    layout: 'row-4',
    stories: [],
    ...overrides,
  };
}

/**
 * A front as the default ones are: the lead, the Latest Stories, photo essays and mfe-live's panels,
 * the stories picked as the database picks them (the lead: the flagged one of the 10 newest, else the first).
 */
export function makeDefaultFront(newest: readonly Story[]): Front {
  const stories = newest.slice(0, 10);
  const lead = stories.find((story) => story.isFeatured) ?? stories[0];
  return {
    id: 'front-1',
    containers: [
      makeContainer({ title: 'Featured', rule: 'featured', layout: 'single', stories: lead ? [lead] : [] }),
      makeContainer({ title: 'Latest Stories', rule: 'latest', stories: stories.filter((story) => story !== lead) }),
      makeContainer({ title: 'Photo Essays', rule: 'photo-essays' }),
      makeContainer({ title: 'Live Updates', rule: 'live-updates', layout: 'single' }),
      makeContainer({ title: 'Live Events', rule: 'live-events', layout: 'single' }),
    ],
  };
}

export function makeEssay(overrides: Partial<PhotoEssay> = {}): PhotoEssay {
  counter += 1;
  return {
    id: `essay-${counter}`,
    title: `Essay ${counter}`,
    caption: 'A caption',
    photographer: 'Pat Lens',
    publishTime: '2026-11-20T09:00:00.000Z',
    imageUrl: `https://images.example/e${counter}.jpg`,
    imageAlt: 'Essay alt',
    type: 'day',
    ...overrides,
  };
}

/** A search result as useSearch gives it (title and snippet may carry U+E000/U+E001 marks). */
export function makeHit(overrides: Partial<SearchHit> = {}): SearchHit {
  counter += 1;
  return {
    kind: 'story',
    id: `hit-${counter}`,
    title: `Hit ${counter}`,
    snippet: `Snippet of hit ${counter}`,
    category: 'Sports',
    author: 'Jane Reporter',
    imageUrl: '',
    imageAlt: '',
    publishTime: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

/** One page of search results: the hits given, and `total` matches in all (the hits' count by default). */
export function searchPage(hits: SearchHit[], total = hits.length): SearchPage {
  return { hits, total };
}

/** The shape the pages read from a react-query result. */
export function queryResult<T>(state: { data?: T; isPending?: boolean; isError?: boolean; error?: Error | null }) {
  return {
    data: state.data,
    isPending: state.isPending ?? false,
    isError: state.isError ?? false,
    error: state.error ?? null,
  };
}
