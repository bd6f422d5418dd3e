import { useCorrectionsPage, type CorrectionListItem } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryResult } from '../test/fixtures.ts';
import { renderPage } from '../test/renderPage.tsx';
import { CorrectionsPage } from './CorrectionsPage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.tsx')).mockShared(original));

const show = (url: string) => renderPage(<CorrectionsPage />, { path: '/corrections', url });

const note = (i: number, kind: 'correction' | 'clarification' = 'correction'): CorrectionListItem => ({
  id: `n${i}`,
  kind,
  note: `Note ${i}.`,
  publishedAt: '2026-11-22T09:00:00Z',
  story: { id: `s${i}`, ...(i === 1 ? { slug: 'story-one' } : {}), title: `Story ${i}` },
});

function setPage(notes: CorrectionListItem[], hasNextPage = false) {
  vi.mocked(useCorrectionsPage).mockReturnValue(queryResult({ data: { notes, hasNextPage } }) as never);
}

beforeEach(() => setPage([note(1), note(2, 'clarification')], true));

describe('CorrectionsPage', () => {
  it('lists the notes newest first under links to their stories, with the older page linked', () => {
    show('/corrections');
    expect(useCorrectionsPage).toHaveBeenCalledWith(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Corrections and clarifications' })).toBeInTheDocument();
    // The story's address, its slug (decision 206); one not read falls back to the id's, which redirects.
    expect(screen.getByRole('link', { name: 'Story 1' })).toHaveAttribute('href', '/story/story-one');
    expect(screen.getByRole('link', { name: 'Story 2' })).toHaveAttribute('href', '/story/s2');
    expect(screen.getByText('Clarification:')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Corrections pages' });
    expect(within(pages).getByRole('link', { name: 'Older corrections →' })).toHaveAttribute(
      'href',
      '/corrections?page=2',
    );
    expect(screen.getByRole('link', { name: 'Follow corrections by RSS' })).toHaveAttribute(
      'href',
      '/corrections/rss.xml',
    );
  });

  it('says so when there are no notes yet; a later empty page or a bad page number is 404', () => {
    setPage([]);
    const first = show('/corrections');
    expect(screen.getByText('No corrections or clarifications yet.')).toBeInTheDocument();
    first.unmount();
    const later = show('/corrections?page=3');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    later.unmount();
    show('/corrections?page=abc');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
  });
});
