import { SAVED_PAGES_CACHE, type OfflineRequest } from '@newsroom/shared/offline';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SaveForLaterButton } from './SaveForLaterButton.tsx';

/**
 * The browser's side of offline reading: a worker that answers each request with `answer` and
 * records it, and a Cache API whose saved-stories cache holds `savedPaths`.
 */
function fakeBrowser(answer: string, savedPaths: string[] = []) {
  const asked: OfflineRequest[] = [];
  const controller = {
    postMessage(request: OfflineRequest, [port]: MessagePort[]) {
      asked.push(request);
      port?.postMessage(answer);
    },
  };
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: { controller } });
  vi.stubGlobal('caches', {
    open: async (name: string) => ({
      match: async (path: string) =>
        name === SAVED_PAGES_CACHE && savedPaths.includes(path) ? new Response('') : undefined,
    }),
  });
  return asked;
}

describe('SaveForLaterButton', () => {
  it('asks the worker to keep the story, then offers to remove it', async () => {
    const asked = fakeBrowser('done');
    render(<SaveForLaterButton path="/story/abc" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save for later' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: you can read this story offline');
    expect(asked).toEqual([{ type: 'save', path: '/story/abc' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove from saved' }));
    expect(await screen.findByText('Removed from your saved stories')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ type: 'unsave', path: '/story/abc' });
    expect(screen.getByRole('button', { name: 'Save for later' })).toBeEnabled();
  });

  it('shows a story saved earlier as saved', async () => {
    fakeBrowser('done', ['/story/abc']);
    render(<SaveForLaterButton path="/story/abc" />);
    expect(await screen.findByRole('button', { name: 'Remove from saved' })).toBeInTheDocument();
  });

  it('says why a save was refused', async () => {
    fakeBrowser('full');
    render(<SaveForLaterButton path="/story/abc" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save for later' }));
    expect(await screen.findByText('You have saved 50 stories: remove one to save another')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save for later' })).toBeInTheDocument();
  });

  it('says so in a browser that cannot keep stories', async () => {
    vi.stubGlobal('navigator', { userAgent: 'old' });
    render(<SaveForLaterButton path="/story/abc" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save for later' }));
    expect(await screen.findByText('This browser cannot keep stories for offline reading')).toBeInTheDocument();
  });
});
