import { createQueryClient, queryKeys, type Story } from '@newsroom/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { makeStory } from '../../test/fixtures.ts';
import { useCanonicalStoryAddress } from './useCanonicalStoryAddress.ts';

const ID = 'a1000000-0000-4000-8000-000000000002';
const story = makeStory({ id: ID, slug: 'floods-hit-harare', title: 'Floods hit Harare' });

function Probe({ story: shown }: { story: Story | null }) {
  const { id = '' } = useParams();
  useCanonicalStoryAddress(id, shown);
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function page(queryClient: ReturnType<typeof createQueryClient>, url: string, shown: Story | null) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/story/:id" element={<Probe story={shown} />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

function show(url: string, shown: Story | null) {
  const queryClient = createQueryClient();
  render(page(queryClient, url, shown));
  return queryClient;
}

describe('useCanonicalStoryAddress', () => {
  it('moves a story opened by its id to its slug, keeping the query and fragment, the story handed over', async () => {
    const queryClient = show(`/story/${ID}?ref=ticker#key-facts`, story);
    expect(await screen.findByText('/story/floods-hit-harare?ref=ticker#key-facts')).toBeInTheDocument();
    expect(queryClient.getQueryData(queryKeys.story('floods-hit-harare'))).toEqual(story);
  });

  it('moves an old slug to the current one', async () => {
    show('/story/dam-levels-fall', story);
    expect(await screen.findByText('/story/floods-hit-harare')).toBeInTheDocument();
  });

  it('follows a rename the open page learns when its story is read again (an edit of the story reloads it)', async () => {
    const queryClient = createQueryClient();
    const { rerender } = render(page(queryClient, '/story/floods-hit-harare#key-facts', story));
    expect(await screen.findByText('/story/floods-hit-harare#key-facts')).toBeInTheDocument();
    rerender(page(queryClient, '/story/floods-hit-harare#key-facts', { ...story, slug: 'harare-floods-recede' }));
    expect(await screen.findByText('/story/harare-floods-recede#key-facts')).toBeInTheDocument();
  });

  it('stays at the current slug, and where no story or slug is known', async () => {
    show('/story/floods-hit-harare', story);
    expect(await screen.findByText('/story/floods-hit-harare')).toBeInTheDocument();
    show(`/story/${ID}`, makeStory({ id: ID }));
    expect(await screen.findByText(`/story/${ID}`)).toBeInTheDocument();
    show('/story/missing', null);
    expect(await screen.findByText('/story/missing')).toBeInTheDocument();
  });
});
