import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../test/renderWithRouter.tsx';
import type { StoryTip } from './storyTip.ts';
import { TipDetail } from './TipDetail.tsx';

type Options = { onSuccess?: (id: string) => void };
const hooks = vi.hoisted(() => ({
  setStatus: { mutate: vi.fn(), isPending: false },
  startDraft: { mutate: vi.fn<(id: string, options: Options) => void>(), isPending: false },
}));
vi.mock('./useStoryTips.ts', () => ({
  useSetTipStatus: () => hooks.setStatus,
  useStartDraftFromTip: () => hooks.startDraft,
}));

const tip: StoryTip = {
  id: 't1',
  title: 'Borehole broken <img src=x onerror=alert(1)>',
  summary: 'Ward 4 has had no water.\n\nWe buy it from vendors.',
  author: 'Concerned resident',
  readTime: '3 min read',
  category: 'Health & Environment',
  imageUrl: 'javascript:alert(1)',
  imageAlt: '',
  imageCaption: '',
  imageAuthor: '',
  location: '',
  happenedWhen: '',
  contact: '',
  contactEmail: 'tips@example.org',
  createdAt: '2026-11-21T08:00:00Z',
  status: 'new',
  reviewedAt: null,
  storyId: null,
};

describe('TipDetail', () => {
  beforeEach(() => {
    hooks.setStatus.mutate.mockReset();
    hooks.startDraft.mutate.mockReset();
  });

  it("shows the reader's words as text and focuses the tip's title", () => {
    renderWithRouter(<TipDetail tip={tip} draftExists={false} onOpenStory={vi.fn()} onBack={vi.fn()} />);
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading).toHaveTextContent('Borehole broken <img src=x onerror=alert(1)>');
    expect(heading).toHaveFocus();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(/We buy it from vendors\./)).toBeInTheDocument();
    // A hostile image URL is shown as text, never loaded or linked.
    expect(screen.getByText('javascript:alert(1)').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'tips@example.org' })).toHaveAttribute('href', 'mailto:tips@example.org');
  });

  it('shows where, when and how to reach the tipster (issue 49)', () => {
    renderWithRouter(
      <TipDetail
        tip={{
          ...tip,
          readTime: '',
          location: 'Ward 4, Epworth',
          happenedWhen: 'Since Monday',
          contact: '077 123 4567',
        }}
        draftExists={false}
        onOpenStory={vi.fn()}
        onBack={vi.fn()}
      />,
    );
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(fact('Contact (confidential)')).toHaveTextContent('077 123 4567 · tips@example.org');
    expect(fact('Where')).toHaveTextContent('Ward 4, Epworth');
    expect(fact('When')).toHaveTextContent('Since Monday');
    // A tip asks no read time any more: none shown for a new tip.
    expect(screen.queryByText('Read time')).not.toBeInTheDocument();
  });

  it('says when a tip gives no contact', () => {
    renderWithRouter(
      <TipDetail tip={{ ...tip, contactEmail: '' }} draftExists={false} onOpenStory={vi.fn()} onBack={vi.fn()} />,
    );
    expect(screen.getByText('Contact (confidential)', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'None given',
    );
  });

  it('changes the status', async () => {
    const user = userEvent.setup();
    renderWithRouter(<TipDetail tip={tip} draftExists={false} onOpenStory={vi.fn()} onBack={vi.fn()} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'reviewed');
    expect(hooks.setStatus.mutate).toHaveBeenCalledWith({ id: 't1', status: 'reviewed' });
  });

  it('starts a draft and opens it; a tip whose draft exists opens that draft', async () => {
    const user = userEvent.setup();
    const onOpenStory = vi.fn();
    const { unmount } = renderWithRouter(
      <TipDetail tip={tip} draftExists={false} onOpenStory={onOpenStory} onBack={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Start a draft from this tip' }));
    const [id, options] = hooks.startDraft.mutate.mock.calls[0];
    expect(id).toBe('t1');
    options.onSuccess?.('story-9');
    expect(onOpenStory).toHaveBeenCalledWith('story-9');
    unmount();

    renderWithRouter(
      <TipDetail
        tip={{ ...tip, status: 'used', storyId: 'story-9' }}
        draftExists
        onOpenStory={onOpenStory}
        onBack={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Open the draft' }));
    expect(onOpenStory).toHaveBeenLastCalledWith('story-9');
    expect(hooks.startDraft.mutate).toHaveBeenCalledTimes(1);
  });
});
