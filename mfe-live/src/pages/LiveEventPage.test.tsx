import { mapSportsEventRows, useRegisterEventView, useSportsEvents } from '@newsroom/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryResult, renderRoute } from '../test/renderRoute.tsx';
import { LiveEventPage } from './LiveEventPage.tsx';

// happy-dom cannot load (and loudly logs) YouTube/Twitch frames: render the frame's props instead.
vi.mock('../features/player/EmbeddedStream.tsx', () => ({
  EmbeddedStream: ({ src, title, provider }: { src: string; title: string; provider: string }) => (
    <div data-testid="embedded-stream" data-src={src} data-provider={provider} title={`${title} (live stream)`} />
  ),
}));

vi.mock('@newsroom/shared', async (original) => ({
  ...(await original<typeof import('@newsroom/shared')>()),
  useSportsEvents: vi.fn(),
  useRegisterEventView: vi.fn(),
}));

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const events = mapSportsEventRows([
  {
    id: 'yt',
    title: 'Derby',
    is_live: true,
    status: 'live',
    scheduled_start: inHours(-1),
    stream_url: 'https://www.youtube.com/watch?v=abcdefghijk',
  },
  {
    id: 'tw',
    title: 'Showcase',
    is_live: true,
    status: 'live',
    scheduled_start: inHours(-1),
    stream_url: 'https://www.twitch.tv/dailychronicle',
    stream_type: 'twitch',
  },
  { id: 'l3', title: 'Live three', is_live: true, status: 'live', scheduled_start: inHours(-1) },
  { id: 'l4', title: 'Live four', is_live: true, status: 'live', scheduled_start: inHours(-1) },
  { id: 'l5', title: 'Live five', is_live: true, status: 'live', scheduled_start: inHours(-1) },
  {
    id: 'bad',
    title: 'Hostile',
    status: 'ended',
    scheduled_start: inHours(-5),
    stream_url: 'javascript:alert(1)',
    stream_type: 'custom',
  },
  {
    id: 'mp4',
    title: 'Replay',
    status: 'ended',
    scheduled_start: inHours(-5),
    stream_url: 'https://cdn.example/replay.mp4',
    stream_type: 'custom',
  },
  {
    id: 'soon',
    title: 'Soon',
    status: 'scheduled',
    scheduled_start: inHours(3),
    stream_url: 'https://youtu.be/abcdefghijk',
  },
]);

const openEvent = (id: string) =>
  renderRoute(<LiveEventPage />, { path: '/live-events/:id', url: `/live-events/${id}` });

beforeEach(() => {
  vi.mocked(useSportsEvents).mockReturnValue(queryResult({ data: events }));
  vi.mocked(useRegisterEventView).mockClear();
});

describe('LiveEventPage', () => {
  it('embeds a YouTube stream from youtube-nocookie with autoplay, and counts the view', () => {
    openEvent('yt');
    expect(screen.getByRole('heading', { level: 1, name: 'Derby' })).toBeInTheDocument();
    expect(screen.getByTitle('Derby (live stream)')).toHaveAttribute(
      'data-src',
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&playsinline=1&rel=0',
    );
    expect(useRegisterEventView).toHaveBeenLastCalledWith('yt');
  });

  it('embeds Twitch with the page host as parent', () => {
    openEvent('tw');
    const src = new URL(screen.getByTitle('Showcase (live stream)').getAttribute('data-src')!);
    expect(src.origin).toBe('https://player.twitch.tv');
    expect(src.searchParams.get('parent')).toBe(window.location.hostname);
  });

  it('plays a custom non-HLS URL in a video element', () => {
    const { container } = openEvent('mp4');
    const video = container.querySelector('video')!;
    expect(video.getAttribute('data-stream-src')).toBe('https://cdn.example/replay.mp4');
    expect(video.src).toBe('https://cdn.example/replay.mp4');
  });

  it('never embeds a hostile stream URL', () => {
    const { container } = openEvent('bad');
    expect(screen.getByText('Stream Not Available')).toBeInTheDocument();
    expect(screen.getByText('The live stream for this event is not currently available.')).toBeInTheDocument();
    expect(container.querySelector('iframe, video, [href^="javascript"]')).toBeNull();
  });

  it('lists up to 3 other live events', () => {
    openEvent('yt');
    const more = screen.getByRole('list', { name: 'More live events' });
    expect(within(more).getAllByRole('article')).toHaveLength(3);
    expect(within(more).queryByText('Derby')).not.toBeInTheDocument();
  });

  it('shows a countdown and Set Reminder for an upcoming event', () => {
    openEvent('soon');
    expect(screen.getByTestId('event-countdown')).toHaveTextContent(/^Starts in (2 hours 59 minutes|3 hours)$/);
    expect(screen.getByRole('button', { name: 'Set Reminder' })).toBeEnabled();
  });

  it('shows the 404 page for an unknown id, without counting a view', () => {
    openEvent('nope');
    expect(screen.getByText('Oops! Page not found')).toBeInTheDocument();
    expect(useRegisterEventView).not.toHaveBeenCalledWith('nope');
  });

  it('Back goes to the live events hub after a direct visit', async () => {
    openEvent('yt');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('current-url')).toHaveTextContent('/live-events');
  });
});
