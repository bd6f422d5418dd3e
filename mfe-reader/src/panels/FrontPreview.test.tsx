import { useAdvertisements } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeContainer, makeDefaultFront, makeStory } from '../test/fixtures.ts';
import { renderPage } from '../test/renderPage.tsx';
import { FrontPreview } from './FrontPreview.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.tsx')).mockShared(original));

describe('FrontPreview (./FrontPreview, decision 209)', () => {
  it("draws a front with the home page's components: the lead, the cards with their overrides, an ad placeholder", () => {
    const lead = makeStory({ title: 'The desk’s lead', summary: 'Read this first.' });
    const cards = Array.from({ length: 7 }, (_, i) => makeStory({ title: `Card ${i}` }));
    renderPage(
      <FrontPreview
        front={{
          id: '',
          containers: [
            makeContainer({ title: 'Desk picks', layout: 'lead-4', stories: [lead, ...cards.slice(0, 2)] }),
            makeContainer({ title: 'Latest', rule: 'latest', stories: cards.slice(2) }),
            makeContainer({ title: 'Live Updates', rule: 'live-updates', layout: 'single' }),
          ],
        }}
      />,
    );
    expect(screen.getByRole('link', { name: /The desk’s lead/ })).toBeInTheDocument();
    expect(screen.getByText('Read this first.')).toBeInTheDocument();
    const picks = screen.getByRole('region', { name: 'Desk picks' });
    expect(within(picks).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('region', { name: 'Latest' })).toBeInTheDocument();
    expect(screen.getAllByText(/Advertisement position/)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Advertisement' })).toBeNull();
    expect(vi.mocked(useAdvertisements)).not.toHaveBeenCalledWith('inline');
    expect(screen.getByText(/Beside the stories: Live updates/)).toBeInTheDocument();
  });

  it('says there are no stories when none of the front is live yet, as the home page does', () => {
    renderPage(<FrontPreview front={{ ...makeDefaultFront([]), containers: [makeContainer({ title: 'Empty' })] }} />);
    expect(screen.getByText('No stories available at the moment.')).toBeInTheDocument();
  });
});
