import { mapLivePostRow, type LivePost } from '@newsroom/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LivePostCard } from './LivePostCard.tsx';

const document = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Rescue teams', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' reached ' },
        { type: 'text', text: 'the lower town', marks: [{ type: 'link', attrs: { href: 'https://example.org/t' } }] },
      ],
    },
  ],
};

const post = (fields: Record<string, unknown>): LivePost =>
  mapLivePostRow({ id: 'p1', story_id: 's1', published_at: '2026-11-28T12:00:00Z', ...fields })!;

const story = { id: 's1', slug: 'floods-live', title: 'Floods' };

afterEach(() => vi.unstubAllGlobals());

describe('LivePostCard', () => {
  it("renders the post's document: bold text and links", () => {
    render(
      <LivePostCard
        post={post({ body: 'Rescue teams reached [the lower town](https://example.org/t)', document })}
        story={story}
        now={null}
      />,
    );
    const card = screen.getByTestId('live-post');
    expect(within(card).getByText('Rescue teams').tagName).toBe('STRONG');
    expect(within(card).getByRole('link', { name: 'the lower town' })).toHaveAttribute('href', 'https://example.org/t');
    expect(card).not.toHaveTextContent('[the lower town]');
  });

  it('shows the text, its links followed, for a row without a document', () => {
    render(<LivePostCard post={post({ body: 'See [the list](https://example.org/a).' })} story={story} now={null} />);
    expect(screen.getByRole('link', { name: 'the list' })).toHaveAttribute('href', 'https://example.org/a');
  });

  it("shares the post's permalink at its story's slug address (decision 206), not the story id's", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { userAgent: 'test', clipboard: { writeText } });
    render(<LivePostCard post={post({ body: 'Water rising.' })} story={story} now={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Link to this update' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/story/floods-live#post-p1`);
  });
});
