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
    expect(screen.getAllByText(/readers see the inline ad/)).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Advertisement' })).toBeNull();
    expect(vi.mocked(useAdvertisements)).not.toHaveBeenCalled();
  });

  it("draws the sidebar as the home page does: mfe-live's panels the front carries and the ad positions (decision 218)", () => {
    renderPage(
      <FrontPreview
        front={{
          id: '',
          containers: [
            makeContainer({ title: 'Latest', rule: 'latest', stories: [makeStory({ title: 'A story' })] }),
            makeContainer({ title: 'Live Updates', rule: 'live-updates', layout: 'single' }),
          ],
        }}
      />,
    );
    const sidebar = screen.getByRole('complementary', { name: 'Live coverage' });
    // The live updates panel twice, as on the home page: the phone's strip and the wide sidebar.
    expect(screen.getAllByTestId('remote-live-LiveUpdatesPanel')).toHaveLength(2);
    expect(within(sidebar).getByTestId('remote-live-LiveUpdatesPanel')).toBeInTheDocument();
    expect(within(sidebar).queryByTestId('remote-live-LiveEventsPanel')).toBeNull();
    expect(within(sidebar).getAllByText(/Advertisement position/)).toHaveLength(3);
    expect(within(sidebar).getByText(/the top of the sidebar/)).toBeInTheDocument();
    expect(vi.mocked(useAdvertisements)).not.toHaveBeenCalled();
  });

  it('says there are no stories when none of the front is live yet, as the home page does', () => {
    renderPage(<FrontPreview front={{ ...makeDefaultFront([]), containers: [makeContainer({ title: 'Empty' })] }} />);
    expect(screen.getByText('No stories available at the moment.')).toBeInTheDocument();
  });
});
