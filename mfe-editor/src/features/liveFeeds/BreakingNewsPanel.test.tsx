import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import type { EditorLiveFeed } from './editorLiveFeed.ts';
import { BreakingNewsPanel } from './BreakingNewsPanel.tsx';

type Options = { onSuccess?: () => void; onSettled?: () => void };
const hooks = vi.hoisted(() => ({
  feeds: [] as EditorLiveFeed[],
  add: { mutate: vi.fn<(values: unknown, options?: Options) => void>(), isPending: false },
  setActive: { mutate: vi.fn<(input: unknown) => void>(), isPending: false },
  remove: { mutate: vi.fn<(id: string, options?: Options) => void>(), isPending: false },
  cancel: { mutate: vi.fn<(id: string) => void>(), isPending: false },
}));

vi.mock('./useEditorLiveFeeds.ts', () => ({
  useEditorLiveFeeds: () => ({ data: hooks.feeds, error: null, refetch: vi.fn() }),
}));
vi.mock('./useBreakingAlert.ts', () => ({
  useAlertAudience: () => ({ data: 42 }),
  useCancelBreakingAlert: () => hooks.cancel,
}));
vi.mock('./useBreakingNewsWrites.ts', () => ({
  useAddBreakingNews: () => hooks.add,
  useSetBreakingActive: () => hooks.setActive,
  useDeleteBreakingNews: () => hooks.remove,
}));

const feed = (id: string, title: string, category: string, isActive = true): EditorLiveFeed => ({
  id,
  title,
  description: '',
  url: '#',
  source: 'The Daily Chronicle',
  category,
  isActive,
  publishTime: '2026-11-22T08:00:00.000Z',
  createdAt: '2026-11-22T08:00:00.000Z',
  updatedAt: '2026-11-22T08:00:00.000Z',
});

describe('BreakingNewsPanel', () => {
  beforeEach(() => {
    hooks.feeds = [
      feed('b1', 'Polls close <script>alert(1)</script>', 'breaking'),
      feed('b2', 'Rail strike called off', 'breaking', false),
      feed('g1', 'A general wire item', 'general'),
    ];
    for (const hook of [hooks.add, hooks.setActive, hooks.remove, hooks.cancel]) hook.mutate.mockReset();
  });

  it('refuses an empty title with the product message and a javascript: link with a clear one', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BreakingNewsPanel isAdmin={false} />);
    await user.type(screen.getByLabelText('Breaking news title *'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add breaking news' }));
    expect(await screen.findByText('Please enter a breaking news title')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Breaking news title *'), 'Bridge closed');
    await user.type(screen.getByLabelText('Link (optional)'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add breaking news' }));
    expect(
      await screen.findByText('Link must be an http:// or https:// address, or a path on this site such as /story/…'),
    ).toBeInTheDocument();
    expect(hooks.add.mutate).not.toHaveBeenCalled();
  });

  it('says who an alert reaches; adds ticker only by default, an alert only when chosen', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BreakingNewsPanel isAdmin={false} />);
    const choice = screen.getByRole('group', { name: 'Alert' });
    expect(choice).toHaveAccessibleDescription(
      'An alert e-mails 42 subscribers who chose breaking-news alerts, one minute after you add the item: you can cancel it until then.',
    );
    expect(within(choice).getByRole('radio', { name: 'Ticker only' })).toBeChecked();
    await user.type(screen.getByLabelText('Breaking news title *'), 'Bridge closed');
    await user.click(screen.getByRole('button', { name: 'Add breaking news' }));
    expect(hooks.add.mutate.mock.calls[0][0]).toMatchObject({ reach: 'ticker' });
    await user.click(within(choice).getByRole('radio', { name: 'Ticker and alert' }));
    await user.click(screen.getByRole('button', { name: 'Add breaking news' }));
    expect(hooks.add.mutate.mock.calls[1][0]).toMatchObject({ reach: 'alert' });
  });

  it('counts down a held alert and cancels it from the form', async () => {
    // Only Date is frozen: a slow machine must not turn 0:45 into 0:44, and user-event keeps real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T09:00:00.000Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = userEvent.setup();
    hooks.feeds = [
      {
        ...feed('b3', 'Dam breached', 'breaking'),
        alertStatus: 'held',
        alertDueAt: new Date(Date.now() + 45_000).toISOString(),
      },
      { ...feed('b4', 'Ticker item', 'breaking'), alertStatus: 'none', alertDueAt: null },
    ];
    renderWithRouter(<BreakingNewsPanel isAdmin={false} />);
    const held = screen.getByRole('region', { name: 'Alerts waiting to be sent' });
    expect(held).toHaveTextContent('“Dam breached”: Alert sending in 0:45');
    expect(held).not.toHaveTextContent('Ticker item');
    // Each row says what it did by mail.
    const rowOf = (title: string) => screen.getByRole('heading', { level: 4, name: title }).closest('li');
    expect(rowOf('Dam breached')).toHaveTextContent('Alert held');
    expect(rowOf('Ticker item')).toHaveTextContent('Ticker only');
    await user.click(within(held).getByRole('button', { name: 'Cancel alert for Dam breached' }));
    expect(hooks.cancel.mutate).toHaveBeenCalledWith('b3');
  });

  it('adds a title (the link is optional) and keeps the text until the add succeeded', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BreakingNewsPanel isAdmin={false} />);
    await user.type(screen.getByLabelText('Breaking news title *'), 'Bridge closed after crash');
    await user.click(screen.getByRole('button', { name: 'Add breaking news' }));
    expect(hooks.add.mutate).toHaveBeenCalledWith(
      { title: 'Bridge closed after crash', url: '', reach: 'ticker' },
      expect.anything(),
    );
    expect(screen.getByLabelText('Breaking news title *')).toHaveValue('Bridge closed after crash');
  });

  it('adds an item linking to a story on this site by its path', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BreakingNewsPanel isAdmin={false} />);
    await user.type(screen.getByLabelText('Breaking news title *'), 'Bridge closed');
    await user.type(screen.getByLabelText('Link (optional)'), '/story/a1000000-0000-4000-8000-000000000002');
    await user.click(screen.getByRole('button', { name: 'Add breaking news' }));
    expect(hooks.add.mutate).toHaveBeenCalledWith(
      { title: 'Bridge closed', url: '/story/a1000000-0000-4000-8000-000000000002', reach: 'ticker' },
      expect.anything(),
    );
  });

  it('lists only breaking items, as text; hides one from the ticker and deletes after confirmation', async () => {
    const user = userEvent.setup();
    renderWithRouter(<BreakingNewsPanel isAdmin={false} />);
    const list = within(screen.getByRole('region', { name: 'Breaking news items' }));
    expect(list.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([
      'Polls close <script>alert(1)</script>',
      'Rail strike called off',
    ]);
    expect(list.getByText('On the ticker')).toBeInTheDocument();
    expect(list.getByText('Hidden')).toBeInTheDocument();

    await user.click(list.getByRole('button', { name: /^Hide from ticker Polls close/ }));
    expect(hooks.setActive.mutate).toHaveBeenCalledWith({ id: 'b1', isActive: false });
    await user.click(list.getByRole('button', { name: 'Show on ticker Rail strike called off' }));
    expect(hooks.setActive.mutate).toHaveBeenLastCalledWith({ id: 'b2', isActive: true });

    await user.click(list.getByRole('button', { name: 'Delete Rail strike called off' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete breaking news?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this breaking news?');
    expect(hooks.remove.mutate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(hooks.remove.mutate).toHaveBeenCalledWith('b2', expect.anything());
  });
});
