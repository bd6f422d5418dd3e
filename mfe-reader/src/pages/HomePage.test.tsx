import { useAdvertisements, useFront, usePhotoEssays, useStoryViewCounts, type Advertisement } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeContainer, makeDefaultFront, makeEssay, makeStory, queryResult } from '../test/fixtures.ts';
import { renderPage } from '../test/renderPage.tsx';
import { authState, viewCounts } from '../test/sharedMock.tsx';
import { HomePage } from './HomePage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.tsx')).mockShared(original));

const fronts = vi.mocked(useFront);
const ads = vi.mocked(useAdvertisements);

const inlineAd: Advertisement = {
  id: 'ad1',
  title: 'Sale',
  content: 'Big sale',
  imageUrl: 'https://ads.example/a.png',
  linkUrl: 'https://shop.example',
  position: 'inline',
  isActive: true,
  createdAt: '',
  startsAt: null,
  endsAt: null,
  sections: [],
  editions: [],
  frequencyCap: null,
};

function setFront(state: Parameters<typeof queryResult>[0]) {
  fronts.mockReturnValue(queryResult(state) as unknown as ReturnType<typeof useFront>);
}

/** The stories as a default front draws them (the lead: the flagged one, else the first). */
function setStories(state: Parameters<typeof queryResult>[0]) {
  const { data, ...rest } = state as { data?: ReturnType<typeof makeStory>[] };
  setFront(data ? { ...rest, data: makeDefaultFront(data) } : rest);
}

beforeEach(() => {
  authState.session = null;
  authState.isAdmin = false;
  ads.mockImplementation(
    (position) =>
      ({ data: position === 'inline' ? [inlineAd] : [] }) as unknown as ReturnType<typeof useAdvertisements>,
  );
});

describe('HomePage', () => {
  it("names its edition in the page's heading, International by default", () => {
    setStories({ data: [] });
    const { unmount } = renderPage(<HomePage edition="zimbabwe" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/latest news, Zimbabwe edition$/);
    unmount();
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/International edition$/);
  });

  it('shows a loading skeleton while stories load', () => {
    setStories({ isPending: true });
    renderPage(<HomePage />);
    expect(screen.getByTestId('home-skeleton')).toBeInTheDocument();
  });

  it('shows the error page with a Refresh Page button when stories fail', () => {
    setStories({ isError: true, error: new Error('Failed to load stories') });
    renderPage(<HomePage />);
    expect(screen.getByRole('heading', { name: 'Unable to Load Content' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('shows the empty text, and Add New Story only to signed-in users', () => {
    setStories({ data: [] });
    const { unmount } = renderPage(<HomePage />);
    expect(screen.getByText('No stories available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Story' })).not.toBeInTheDocument();
    unmount();
    authState.session = {} as never;
    renderPage(<HomePage />);
    expect(screen.getByRole('link', { name: 'Add New Story' })).toHaveAttribute('href', '/blog-management');
  });

  it('features the flagged story and lists the rest: 6 cards, the inline ad, then the others', () => {
    const list = Array.from({ length: 12 }, (_, i) => makeStory({ title: `S${i}`, isFeatured: i === 2 }));
    setStories({ data: list });
    renderPage(<HomePage />);
    const featured = screen.getByTestId('featured-story');
    expect(within(featured).getByRole('heading', { name: 'S2' })).toBeInTheDocument();

    const latest = screen.getByTestId('latest-stories');
    const order = Array.from(latest.querySelectorAll('[data-testid="story-card"] h3, [data-ad-position]')).map((el) =>
      el.hasAttribute('data-ad-position') ? 'AD' : el.textContent,
    );
    expect(order).toEqual(['S0', 'S1', 'S3', 'S4', 'S5', 'S6', 'AD', 'S7', 'S8', 'S9']);
  });

  it("shows admins each card's view count, asked apart from the list; readers see none", () => {
    const list = [makeStory({ isFeatured: true }), makeStory(), makeStory()];
    viewCounts[list[1].id] = 1234;
    setStories({ data: list });
    const { unmount } = renderPage(<HomePage />);
    expect(screen.queryByText(/views$/)).not.toBeInTheDocument();
    unmount();
    authState.isAdmin = true;
    renderPage(<HomePage />);
    const cards = screen.getAllByTestId('story-card');
    expect(within(cards[0]).getByText('1,234 views')).toBeInTheDocument();
    expect(within(cards[1]).getByText('0 views')).toBeInTheDocument();
    expect(vi.mocked(useStoryViewCounts)).toHaveBeenLastCalledWith([list[1], list[2]]);
  });

  it('cuts the featured summary at 25 words and card summaries at 20', () => {
    const words = Array.from({ length: 30 }, (_, i) => `w${i}`).join(' ');
    setStories({ data: [makeStory({ summary: words }), makeStory({ summary: words })] });
    renderPage(<HomePage />);
    const featured = screen.getByTestId('featured-story');
    expect(within(featured).getByText(/^w0 .* w24\.\.\.$/)).toBeInTheDocument();
    const card = screen.getByTestId('story-card');
    expect(within(card).getByText(/^w0 .* w19\.\.\.$/)).toBeInTheDocument();
  });

  it("shows an edition's ad only on that edition's front, and the next ad once one reached its cap on this device", () => {
    const zimbabweAd = {
      ...inlineAd,
      id: 'zw',
      title: 'Harare motor show',
      position: 'sidebar',
      editions: ['zimbabwe'],
    };
    const cappedAd = { ...inlineAd, id: 'capped', title: 'Seen enough', position: 'sidebar', frequencyCap: 1 };
    const nextAd = { ...inlineAd, id: 'next', title: 'Kariba houseboats', position: 'sidebar' };
    ads.mockImplementation(
      (position) =>
        ({ data: position === 'sidebar' ? [zimbabweAd, cappedAd, nextAd] : [] }) as unknown as ReturnType<
          typeof useAdvertisements
        >,
    );
    window.localStorage.setItem(
      'newsroom.adsSeen',
      JSON.stringify({ day: new Date().toDateString(), ads: { capped: 1 } }),
    );
    try {
      setStories({ data: [] });
      const { unmount } = renderPage(<HomePage edition="zimbabwe" />);
      expect(screen.getByRole('img', { name: 'Harare motor show' })).toBeInTheDocument();
      unmount();
      renderPage(<HomePage edition="uk" />);
      expect(screen.queryByRole('img', { name: 'Harare motor show' })).toBeNull();
      expect(screen.queryByRole('img', { name: 'Seen enough' })).toBeNull();
      expect(screen.getByRole('img', { name: 'Kariba houseboats' })).toBeInTheDocument();
    } finally {
      window.localStorage.removeItem('newsroom.adsSeen');
    }
  });

  it('loads both live panels from mfe-live at runtime, the updates in both layouts', () => {
    setStories({ data: [makeStory()] });
    renderPage(<HomePage />);
    const updates = screen.getAllByTestId('remote-live-LiveUpdatesPanel').map((el) => el.dataset.props);
    expect(updates).toEqual(['{"variant":"mobile"}', '{"variant":"sidebar"}']);
    expect(screen.getByTestId('remote-live-LiveEventsPanel')).toBeInTheDocument();
  });

  it('shows photo essays with their Photo of the Day / Week labels', () => {
    setStories({ data: [makeStory()] });
    vi.mocked(usePhotoEssays).mockReturnValue(
      queryResult({ data: [makeEssay({ type: 'day' }), makeEssay({ type: 'week', photographer: 'Ann' })] }) as never,
    );
    renderPage(<HomePage />);
    // The home page asks for its six newest essays, not every published one.
    expect(usePhotoEssays).toHaveBeenCalledWith(6);
    const section = screen.getByTestId('photo-essays');
    expect(within(section).getByText('Photo of the Day')).toBeInTheDocument();
    expect(within(section).getByText('Photo of the Week')).toBeInTheDocument();
    expect(within(section).getByText('Photo by Ann')).toBeInTheDocument();
  });

  it("draws an edited front's containers in order: a curated grid, a list, no live panels it dropped", async () => {
    const picks = [makeStory({ title: 'Pick 1' }), makeStory({ title: 'Pick 2' })];
    const front = makeDefaultFront([makeStory({ title: 'Lead' }), makeStory({ title: 'Next' })]);
    front.containers.splice(
      1,
      0,
      makeContainer({ id: 'picks', title: 'Desk picks', stories: picks }),
      makeContainer({ id: 'briefs', title: 'In brief', layout: 'list', stories: [makeStory({ title: 'Brief' })] }),
    );
    front.containers = front.containers.filter((container) => container.rule !== 'live-events');
    setFront({ data: front });
    renderPage(<HomePage />);
    // The list's component loads on demand.
    const briefs = await screen.findByRole('region', { name: 'In brief' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 4)).toEqual(['Lead', 'Desk picks', 'In brief', 'Latest Stories']);
    const desk = screen.getByRole('region', { name: 'Desk picks' });
    expect(within(desk).getAllByTestId('story-card')).toHaveLength(2);
    // The first grid has the inline ad, the Latest Stories below it none.
    expect(desk.querySelector('[data-ad-position="inline"]')).not.toBeNull();
    expect(screen.getByTestId('latest-stories').querySelector('[data-ad-position="inline"]')).toBeNull();
    expect(within(briefs).getByRole('link', { name: 'Brief' })).toBeVisible();
    expect(screen.queryByTestId('remote-live-LiveEventsPanel')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('remote-live-LiveUpdatesPanel')).toHaveLength(2);
  });

  it('shows the empty text when the edition has no public front', () => {
    setFront({ data: null });
    renderPage(<HomePage edition="uk" />);
    expect(screen.getByText('No stories available at the moment.')).toBeInTheDocument();
    expect(useFront).toHaveBeenCalledWith('uk');
  });
});
