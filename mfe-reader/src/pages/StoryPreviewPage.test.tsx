import { useAdvertisements, useRecordStoryView, useStoryPreview } from '@newsroom/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStory, queryResult } from '../test/fixtures.ts';
import { renderPage } from '../test/renderPage.tsx';
import { StoryPreviewPage } from './StoryPreviewPage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.tsx')).mockShared(original));

const TOKEN = 'Q'.repeat(43);
const draft = makeStory({ id: 'draft-1', title: 'Budget leak: the draft', summary: 'Not out yet.' });

function show() {
  return renderPage(<StoryPreviewPage />, { path: '/preview/:token', url: `/preview/${TOKEN}` });
}

beforeEach(() => {
  vi.mocked(useStoryPreview).mockReturnValue(queryResult({ data: draft }) as never);
});

describe('StoryPreviewPage', () => {
  it('shows the story under the "Preview — not published" banner, with no share button, ad or view', () => {
    show();
    expect(useStoryPreview).toHaveBeenCalledWith(TOKEN);
    expect(screen.getByRole('status')).toHaveTextContent('Preview — not published');
    expect(screen.getByRole('heading', { level: 1, name: 'Budget leak: the draft' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /share/i })).toBeNull();
    expect(useAdvertisements).not.toHaveBeenCalled();
    expect(useRecordStoryView).not.toHaveBeenCalled();
  });

  it('an unknown, expired or revoked link says so, without the banner', () => {
    vi.mocked(useStoryPreview).mockReturnValue(queryResult({ data: null }) as never);
    show();
    expect(screen.getByText(/This preview link has expired or been revoked\./)).toBeVisible();
    expect(screen.queryByText('Preview — not published')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Budget leak: the draft' })).toBeNull();
  });
});
