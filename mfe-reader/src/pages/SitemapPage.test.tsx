import { usePhotoEssays, useStories } from '@newsroom/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEssay, makeStory, queryResult } from '../test/fixtures.ts';
import { renderPage } from '../test/renderPage.tsx';
import { SitemapPage } from './SitemapPage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMocks.tsx')).mockShared(original));

beforeEach(() => {
  const fresh = makeStory({ id: 'fresh', publishTime: new Date().toISOString() });
  vi.mocked(useStories).mockReturnValue(queryResult({ data: [fresh] }) as never);
  vi.mocked(usePhotoEssays).mockReturnValue(queryResult({ data: [makeEssay()] }) as never);
});

describe('SitemapPage', () => {
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
});
