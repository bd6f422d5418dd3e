import type { Front } from '@newsroom/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeSupabase, type FakeRequest, type FakeResult } from '../../test/fakeSupabase.ts';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { supabase } from '../../test/sharedMock.ts';
import { ReaderFrontPreview } from './ReaderFrontPreview.tsx';
import type { WorkingFront } from './workingFront.ts';

vi.mock('@newsroom/shared', async (original) => ({
  ...(await (await import('../../test/sharedMock.ts')).mockShared(original)),
  // The reader remote's ./FrontPreview (mfe-reader's own test draws it): here, what it is given.
  RemoteMount: ({ module, props }: { module: string; props: { front: Front } }) => (
    <div data-testid={`remote-${module}`}>
      {props.front.containers.map((container) => container.stories.map((story) => story.title).join(', '))}
    </div>
  ),
}));

// The frame (its own test) drawn in place here, with the width it was given.
vi.mock('./PreviewFrame.tsx', () => ({
  PreviewFrame: ({ title, width, children }: { title: string; width: number; children: ReactNode }) => (
    <div data-testid="preview-frame" title={title} data-width={width}>
      {children}
    </div>
  ),
}));

const working = (headline: string | null): WorkingFront => ({
  edition: 'uk',
  version: 3,
  published_at: null,
  containers: [
    {
      key: 'c1',
      title: 'Desk picks',
      kind: 'curated',
      rule: null,
      rule_value: null,
      layout: 'lead-4',
      card_limit: 5,
      cards: [
        {
          story_id: 's1',
          story_title: 'Budget passes',
          live: true,
          headline,
          trail: null,
          image_url: null,
          image_alt: null,
        },
      ],
    },
  ],
});

/** The tab holding the working front: the editor types the card's headline override. */
function Tab() {
  const [headline, setHeadline] = useState('');
  return (
    <>
      <label>
        Headline <input value={headline} onChange={(event) => setHeadline(event.target.value)} />
      </label>
      <ReaderFrontPreview front={working(headline || null)} />
    </>
  );
}

type Sent = { edition: string; containers: { cards: { headline: string | null }[] }[] };
const previewRequests = () => (supabase.current?.requests ?? []).filter((r) => r.table === 'rpc:front_preview');
const sent = (request: FakeRequest | undefined) => request?.calls[0]?.[1] as Sent;

/** front_preview's answer: the card's override as its title, as the database applies it. */
function database(request: FakeRequest): FakeResult {
  if (request.table !== 'rpc:front_preview') return { data: [] };
  const headline = sent(request).containers[0]?.cards[0]?.headline;
  if (headline?.includes('<')) {
    return {
      error: {
        code: '23514',
        message: 'new row for relation "front_cards" violates check constraint "front_cards_headline_plain_text"',
        details: '{"container": 0, "card": 0}',
      },
    };
  }
  const story = { id: 's1', title: headline ?? 'Budget passes', excerpt: 'In brief.', author: 'Desk' };
  return { data: { id: null, containers: [{ id: 'x', title: 'Desk picks', layout: 'lead-4', stories: [story] }] } };
}

describe('ReaderFrontPreview (decision 209)', () => {
  beforeEach(() => {
    supabase.current = createFakeSupabase();
    supabase.current.respondWith(database);
  });
  afterEach(() => {
    supabase.current = null;
  });

  it("draws the working front through the reader remote's ./FrontPreview, from front_preview", async () => {
    renderWithRouter(<ReaderFrontPreview front={working('The desk’s lead')} />);
    expect(await screen.findByTestId('remote-FrontPreview')).toHaveTextContent('The desk’s lead');
    expect(sent(previewRequests()[0])).toMatchObject({
      edition: 'uk',
      containers: [{ title: 'Desk picks', cards: [{ story_id: 's1', headline: 'The desk’s lead' }] }],
    });
    expect(await screen.findByRole('status')).toHaveTextContent(/As readers will see it once published/);
  });

  it('draws it for the screen the editor picks: phone, tablet or desktop (decision 217)', async () => {
    renderWithRouter(<ReaderFrontPreview front={working(null)} />);
    const frame = await screen.findByTestId('preview-frame');
    expect(frame).toHaveAttribute('data-width', '1280');
    expect(screen.getByRole('radio', { name: 'Desktop (1280 px)' })).toBeChecked();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Phone (390 px)' }));
    expect(screen.getByTestId('preview-frame')).toHaveAttribute('data-width', '390');
    expect(screen.getByTestId('preview-frame')).toHaveAttribute('title', 'The front on a phone, 390 px wide');
    expect(screen.getByRole('group', { name: 'Screen' })).toBeInTheDocument();
  });

  it('asks again once the editor pauses, keeping the last drawing meanwhile', async () => {
    renderWithRouter(<Tab />);
    expect(await screen.findByTestId('remote-FrontPreview')).toHaveTextContent('Budget passes');
    await userEvent.setup().type(screen.getByLabelText('Headline'), 'Budget passes at last');
    expect(screen.getByTestId('remote-FrontPreview')).toHaveTextContent(/^Budget passes$/);
    await waitFor(() => expect(screen.getByTestId('remote-FrontPreview')).toHaveTextContent('Budget passes at last'), {
      timeout: 5000,
    });
    expect(previewRequests().map((request) => sent(request).containers[0]?.cards[0]?.headline)).toEqual([
      null,
      'Budget passes at last',
    ]);
  });

  it("says why when the database refuses the working front, in the tab's words", async () => {
    renderWithRouter(<ReaderFrontPreview front={working('<b>Budget</b>')} />);
    expect(await screen.findByText(/Plain text only: no HTML tags/)).toBeInTheDocument();
    expect(screen.queryByTestId('remote-FrontPreview')).toBeNull();
  });
});
