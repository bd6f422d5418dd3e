import { toast, useRecordStoryView, useStories } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStory, queryResult } from '../test/fixtures.ts';
import { renderPage } from '../test/renderPage.tsx';
import { StoryPage } from './StoryPage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMocks.tsx')).mockShared(original));

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
const sameCategory = [1, 2, 3, 4].map((i) => makeStory({ title: `Foreign ${i}`, category: 'foreign' }));
const other = makeStory({ title: 'Cricket', category: 'Sports' });

function show(url: string) {
  return renderPage(<StoryPage />, { path: '/story/:id', url });
}

beforeEach(() => {
  vi.mocked(useStories).mockReturnValue(queryResult({ data: [story, ...sameCategory, other] }) as never);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StoryPage', () => {
  it('shows the header, image credit, body paragraphs and up to 3 related stories', () => {
    show('/story/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Floods hit Harare' })).toBeInTheDocument();
    expect(screen.getByText('By Tendai Moyo')).toBeInTheDocument();
    expect(screen.getByText('21 November 2026')).toBeInTheDocument();
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

  it('registers the view and sets the meta description to the first 160 characters', () => {
    show('/story/abc');
    expect(useRecordStoryView).toHaveBeenCalledWith('abc');
    const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    expect(meta?.content).toBe(summary.slice(0, 160));
    expect(document.title).toContain('Floods hit Harare');
  });

  it('shows the 404 page for an unknown id', () => {
    show('/story/nope');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('shows a loading view while stories load', () => {
    vi.mocked(useStories).mockReturnValue(queryResult({ isPending: true }) as never);
    show('/story/abc');
    expect(screen.getByTestId('story-loading')).toBeInTheDocument();
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

  it('copies the link when the device cannot share', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { userAgent: 'test', clipboard: { writeText } });
    show('/story/abc');
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Link copied to clipboard');
  });
});
