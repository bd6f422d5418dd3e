import { useLatestStories, usePhotoEssays } from '@newsroom/shared';
import { SITEMAP_ESSAY_LIMIT, SITEMAP_STORY_LIMIT } from '@newsroom/shared/sitemap';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEssay, makeStory, queryResult } from '../test/fixtures.ts';
import { renderPage } from '../test/renderPage.tsx';
import { SitemapPage } from './SitemapPage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.tsx')).mockShared(original));

beforeEach(() => {
  const fresh = makeStory({ id: 'fresh', publishTime: new Date().toISOString() });
  vi.mocked(useLatestStories).mockReturnValue(queryResult({ data: [fresh] }) as never);
  vi.mocked(usePhotoEssays).mockReturnValue(queryResult({ data: [makeEssay({ id: 'dusk' })] }) as never);
});

describe('SitemapPage', () => {
  it('asks only for the newest stories and essays it lists', () => {
    renderPage(<SitemapPage variant="standard" />);
    expect(useLatestStories).toHaveBeenCalledWith(SITEMAP_STORY_LIMIT);
    expect(usePhotoEssays).toHaveBeenCalledWith(SITEMAP_ESSAY_LIMIT);
  });

  it('shows the sitemap XML as text, without news markup at /sitemap', () => {
    renderPage(<SitemapPage variant="standard" />);
    const xml = screen.getByTestId('sitemap-xml').textContent ?? '';
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('/story/fresh</loc>');
    expect(xml).not.toContain('<news:news>');
  });

  it('adds news markup for a fresh story at /sitemap.xml', () => {
    renderPage(<SitemapPage variant="news" />);
    expect(screen.getByTestId('sitemap-xml').textContent).toContain('<news:news>');
  });

  it('says it is generating while either list loads, and fails when either fails', () => {
    vi.mocked(useLatestStories).mockReturnValue(queryResult({ isPending: true }) as never);
    const { unmount } = renderPage(<SitemapPage variant="standard" />);
    expect(screen.getByRole('status')).toHaveTextContent('Generating sitemap…');
    expect(screen.queryByTestId('sitemap-xml')).not.toBeInTheDocument();
    unmount();
    vi.mocked(usePhotoEssays).mockReturnValue(
      queryResult({ isError: true, error: new Error('Failed to load photo essays') }) as never,
    );
    renderPage(<SitemapPage variant="standard" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The sitemap could not be generated.');
  });
});
