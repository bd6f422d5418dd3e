import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadHls } from './loadHls.ts';
import { VideoStream } from './VideoStream.tsx';

vi.mock('./loadHls.ts', async (original) => ({
  ...(await original<typeof import('./loadHls.ts')>()),
  loadHls: vi.fn(),
}));

function fakeHls(supported = true) {
  const instances: {
    loadSource: ReturnType<typeof vi.fn>;
    attachMedia: ReturnType<typeof vi.fn>;
    destroy: ReturnType<typeof vi.fn>;
    handlers: Record<string, (e: unknown, d: unknown) => void>;
  }[] = [];
  class Hls {
    static isSupported = () => supported;
    static Events = { ERROR: 'hlsError' };
    handlers: Record<string, (e: unknown, d: unknown) => void> = {};
    loadSource = vi.fn();
    attachMedia = vi.fn();
    destroy = vi.fn();
    constructor() {
      instances.push(this);
    }
    on(name: string, handler: (e: unknown, d: unknown) => void) {
      this.handlers[name] = handler;
    }
  }
  vi.mocked(loadHls).mockResolvedValue(Hls as never);
  return instances;
}

const canPlay = (answer: string) =>
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue(answer as CanPlayTypeResult);

afterEach(() => vi.restoreAllMocks());

describe('VideoStream', () => {
  it('plays HLS natively where the browser can, without loading hls.js', () => {
    canPlay('maybe');
    const { container } = render(<VideoStream src="https://cdn.example/a.m3u8" hls title="T" onFailure={vi.fn()} />);
    const video = container.querySelector('video')!;
    expect(video.src).toBe('https://cdn.example/a.m3u8');
    expect(video).toHaveAttribute('data-playback', 'native');
    expect(loadHls).not.toHaveBeenCalled();
  });

  it('loads hls.js only without native HLS, and gives up on a fatal error', async () => {
    canPlay('');
    const instances = fakeHls();
    const onFailure = vi.fn();
    const { container, unmount } = render(
      <VideoStream src="https://cdn.example/a.m3u8" hls title="T" onFailure={onFailure} />,
    );
    await waitFor(() => expect(container.querySelector('video')).toHaveAttribute('data-playback', 'hls.js'));
    const [player] = instances;
    expect(player.loadSource).toHaveBeenCalledWith('https://cdn.example/a.m3u8');
    expect(player.attachMedia).toHaveBeenCalledWith(container.querySelector('video'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    player.handlers.hlsError({}, { fatal: false });
    expect(onFailure).not.toHaveBeenCalled();
    player.handlers.hlsError({}, { fatal: true, type: 'networkError', details: 'manifestLoadError' });
    expect(onFailure).toHaveBeenCalledTimes(1);
    unmount();
    expect(player.destroy).toHaveBeenCalled();
  });

  it('fails when neither native HLS nor hls.js can play, or hls.js does not load', async () => {
    canPlay('');
    fakeHls(false);
    const onFailure = vi.fn();
    render(<VideoStream src="https://cdn.example/a.m3u8" hls title="T" onFailure={onFailure} />);
    await waitFor(() => expect(onFailure).toHaveBeenCalledTimes(1));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(loadHls).mockRejectedValue(new Error('chunk failed'));
    const second = vi.fn();
    render(<VideoStream src="https://cdn.example/b.m3u8" hls title="T" onFailure={second} />);
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
  });
});
