import {
  toast,
  useAdvertisements,
  useRecordStoryView,
  useRelatedStories,
  useStory,
  useStoryCards,
} from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStory, queryResult } from '../test/fixtures.ts';
import { renderPage } from '../test/renderPage.tsx';
import { StoryPage } from './StoryPage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.tsx')).mockShared(original));

const summary = `${'First paragraph of the story. '.repeat(8).trim()}\n\nSecond paragraph.`;
const story = makeStory({
  id: 'abc',
  title: 'Floods hit Harare',
  category: 'Foreign',
  author: 'Tendai Moyo',
  publishTime: '2026-11-21T09:00:00.000Z',
  readTime: '6',
  summary,
  imageCaption: 'Water on Samora Machel Avenue',
  imageAuthor: 'Rudo K',
});
// The database chooses the related stories (useRelatedStories): the page shows them as given.
const related = [1, 2, 3].map((i) => makeStory({ title: `Foreign ${i}`, category: 'Foreign' }));

function show(url: string) {
  return renderPage(<StoryPage />, { path: '/story/:id', url });
}

beforeEach(() => {
  vi.mocked(useStory).mockReturnValue(queryResult({ data: story }) as never);
  vi.mocked(useRelatedStories).mockReturnValue(queryResult({ data: related }) as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StoryPage', () => {
  it('ends with its notes, as text, with their dates, then the Report an error form', async () => {
    vi.mocked(useStory).mockReturnValue(
      queryResult({
        data: {
          ...story,
          corrections: [
            { id: 'n1', kind: 'correction', note: '<b>Tuesday</b>, not Monday.', publishedAt: '2026-11-22T09:00:00Z' },
            { id: 'n2', kind: 'clarification', note: 'Figures are provisional.', publishedAt: '2026-11-23T09:00:00Z' },
          ],
        },
      }) as never,
    );
    show('/story/abc');
    const notes = screen.getByRole('region', { name: 'Corrections and clarifications' });
    const items = within(notes)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Correction: <b>Tuesday</b>, not Monday. 22 November 2026',
      'Clarification: Figures are provisional. 23 November 2026',
    ]);
    await userEvent.click(screen.getByText('Report an error'));
    expect(screen.getByLabelText('What is wrong? *')).toBeVisible();
  });

  it('keeps its first publication date and says when it was updated since, in the newsroom time', () => {
    vi.mocked(useStory).mockReturnValue(
      queryResult({ data: { ...story, updatedTime: '2026-11-27T16:05:00.000Z' } }) as never,
    );
    show('/story/abc');
    expect(screen.getByText('21 November 2026')).toHaveAttribute('datetime', '2026-11-21T09:00:00.000Z');
    const updated = screen.getByText('27 November 2026, 16:05');
    expect(updated).toHaveAttribute('datetime', '2026-11-27T16:05:00.000Z');
    expect(updated.parentElement).toHaveTextContent(/^Updated 27 November 2026, 16:05$/);
  });

  it('has no notes section without notes', () => {
    show('/story/abc');
    expect(screen.queryByRole('region', { name: 'Corrections and clarifications' })).not.toBeInTheDocument();
    expect(screen.getByText('Report an error')).toBeInTheDocument();
  });

  it('shows the header, image credit, body paragraphs and the related stories', () => {
    show('/story/abc');
    expect(useStory).toHaveBeenCalledWith('abc');
    expect(useRelatedStories).toHaveBeenCalledWith(story);
    expect(screen.getByRole('heading', { level: 1, name: 'Floods hit Harare' })).toBeInTheDocument();
    expect(screen.getByText('By Tendai Moyo')).toBeInTheDocument();
    expect(screen.getByText('21 November 2026')).toBeInTheDocument();
    expect(screen.queryByText(/^Updated/)).not.toBeInTheDocument();
    expect(screen.getByText('6 min read')).toBeInTheDocument();
    expect(screen.getByText('Photo by Rudo K')).toBeInTheDocument();
    expect(screen.getByText('Second paragraph.').tagName).toBe('P');
    const related = screen.getByTestId('related-stories');
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Foreign 1', 'Foreign 2', 'Foreign 3']);
  });

  it('puts a running live blog before the body and its ad, with LIVE in the header', () => {
    vi.mocked(useStory).mockReturnValue(queryResult({ data: { ...story, liveState: 'live' } }) as never);
    vi.mocked(useAdvertisements).mockReturnValue(queryResult({ data: undefined, isPending: true }) as never);
    show('/story/abc');
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText('LIVE')).toBeInTheDocument();
    const order = [
      screen.getByRole('region', { name: 'Live updates' }),
      screen.getByText('Second paragraph.'),
      document.querySelector('[data-ad-position="in-content"]')!,
    ];
    for (const [before, after] of [order.slice(0, 2), order.slice(1)])
      expect(before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no LIVE mark in the header once the live blog ended, or on an ordinary story', () => {
    vi.mocked(useStory).mockReturnValue(queryResult({ data: { ...story, liveState: 'ended' } }) as never);
    show('/story/abc');
    expect(screen.getByRole('region', { name: 'Live updates' })).toBeInTheDocument();
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).queryByText('LIVE')).not.toBeInTheDocument();
  });

  it('shows the story document: subheadings with ids, links, a facade, and a related card only for a story that loaded', () => {
    const published = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
    const draft = '4f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b';
    const text = (value: string, marks?: object[]) => ({ type: 'text', text: value, ...(marks ? { marks } : {}) });
    const body = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('What happened')] },
        {
          type: 'paragraph',
          content: [text('Read '), text('the report', [{ type: 'link', attrs: { href: 'https://example.org/r' } }])],
        },
        { type: 'embed', attrs: { provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } },
        { type: 'relatedStory', attrs: { storyId: published } },
        { type: 'relatedStory', attrs: { storyId: draft } },
      ],
    };
    vi.mocked(useStory).mockReturnValue(queryResult({ data: { ...story, body } }) as never);
    vi.mocked(useStoryCards).mockReturnValue(
      queryResult({ data: [makeStory({ id: published, title: 'Dam levels fall' })] }) as never,
    );
    show('/story/abc');
    expect(useStoryCards).toHaveBeenLastCalledWith([published, draft]);
    expect(screen.getByRole('heading', { level: 2, name: 'What happened' })).toHaveAttribute('id', 'what-happened');
    expect(screen.getByRole('link', { name: 'the report' })).toHaveAttribute('href', 'https://example.org/r');
    expect(screen.queryByText('Second paragraph.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Dam levels fall/ })).toHaveAttribute('href', `/story/${published}`);
    expect(document.querySelectorAll('.story-related')).toHaveLength(1);
    // The facade: nothing from YouTube until the reader asks (StoryDocumentView's own tests press it).
    expect(screen.getByRole('button', { name: 'Play the video from YouTube' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('registers the view and sets the meta description to the first 160 characters', () => {
    show('/story/abc');
    expect(useRecordStoryView).toHaveBeenCalledWith('abc');
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(meta?.content).toBe(summary.slice(0, 160));
    expect(document.title).toContain('Floods hit Harare');
  });

  it('shows the standfirst under the headline; its search title and description make the document head', () => {
    const fields = { standfirst: 'The line under the headline.', seoTitle: 'Harare floods: what we know' };
    vi.mocked(useStory).mockReturnValue(queryResult({ data: { ...story, ...fields } }) as never);
    show('/story/abc');
    const header = screen.getByRole('heading', { level: 1, name: 'Floods hit Harare' }).closest('header')!;
    expect(within(header).getByText('The line under the headline.')).toHaveClass('standfirst');
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(meta?.content).toBe('The line under the headline.');
    expect(document.title).toMatch(/^Harare floods: what we know \| /);
  });

  it('leaves out the related section when there are no others in the category', () => {
    vi.mocked(useRelatedStories).mockReturnValue(queryResult({ data: [] }) as never);
    show('/story/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Floods hit Harare' })).toBeInTheDocument();
    expect(screen.queryByTestId('related-stories')).not.toBeInTheDocument();
  });

  it('shows the 404 page for an unknown id', () => {
    vi.mocked(useStory).mockReturnValue(queryResult({ data: null }) as never);
    show('/story/nope');
    expect(useStory).toHaveBeenCalledWith('nope');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(useRecordStoryView).toHaveBeenLastCalledWith(undefined);
  });

  it('shows a loading view while the story loads', () => {
    vi.mocked(useStory).mockReturnValue(queryResult({ isPending: true }) as never);
    show('/story/abc');
    expect(screen.getByTestId('story-loading')).toBeInTheDocument();
  });

  it('shows the error page with a Refresh Page button when the story fails to load', () => {
    vi.mocked(useStory).mockReturnValue(
      queryResult({ isError: true, error: new Error('Failed to load stories') }) as never,
    );
    show('/story/abc');
    expect(screen.getByRole('heading', { name: 'Unable to Load Content' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
  });

  it('shares with the first 100 characters of the summary when the device can share', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    show('/story/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Floods hit Harare', text: summary.slice(0, 100) }),
    );
  });

  it("copies the link when the device cannot share: the story's address, whatever the page's (decision 206)", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { userAgent: 'test', clipboard: { writeText } });
    show('/story/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/story/abc`);
    expect(window.location.pathname).not.toBe('/story/abc');
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard');
  });
});
