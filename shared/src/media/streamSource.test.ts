import { describe, expect, it } from 'vitest';
import { streamSource } from './streamSource.ts';

const HOST = 'news.example';
const yt = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&playsinline=1&rel=0`;

describe('streamSource: YouTube', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=5', 'dQw4w9WgXcQ'],
    ['http://www.youtube.com/watch?v=chronicle-derby', 'chronicle-derby'],
  ])('%s → nocookie embed of %s with autoplay', (url, id) => {
    expect(streamSource(url, 'youtube', HOST)).toEqual({ kind: 'embed', provider: 'youtube', src: yt(id) });
  });

  it('embeds a channel’s current live stream', () => {
    expect(streamSource('https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/live', 'youtube', HOST)).toEqual({
      kind: 'embed',
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/live_stream?channel=UCabcdefghijklmnopqrstuv&autoplay=1&playsinline=1&rel=0',
    });
  });

  it.each([
    'https://www.youtube.com/',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/watch?v=',
    'https://www.youtube.com/watch?v=abc"><script>',
    'https://www.youtube.com/watch?v=../../evil',
    'https://www.youtube.com/@somechannel',
    'https://youtu.be/',
  ])('gives null for %s', (url) => {
    expect(streamSource(url, 'youtube', HOST)).toBeNull();
  });
});

describe('streamSource: Twitch', () => {
  const twitch = (query: string) => `https://player.twitch.tv/?${query}&parent=${HOST}&autoplay=true`;

  it.each([
    ['https://www.twitch.tv/dailychronicle', twitch('channel=dailychronicle')],
    ['https://twitch.tv/DailyChronicle/', twitch('channel=dailychronicle')],
    ['https://m.twitch.tv/dailychronicle?sr=a', twitch('channel=dailychronicle')],
    ['https://www.twitch.tv/videos/2112345678', twitch('video=v2112345678')],
    ['https://www.twitch.tv/dailychronicle/v/2112345678', twitch('video=v2112345678')],
    ['https://player.twitch.tv/?channel=dailychronicle&parent=evil.example', twitch('channel=dailychronicle')],
    ['https://player.twitch.tv/?video=v123&parent=evil.example', twitch('video=v123')],
  ])('%s → %s', (url, src) => {
    expect(streamSource(url, 'twitch', HOST)).toEqual({ kind: 'embed', provider: 'twitch', src });
  });

  it('sets parent to the page host, encoded', () => {
    const source = streamSource('https://www.twitch.tv/dailychronicle', 'twitch', 'localhost');
    expect(source?.kind === 'embed' && new URL(source.src).searchParams.get('parent')).toBe('localhost');
  });

  it.each([
    'https://www.twitch.tv/',
    'https://www.twitch.tv/directory',
    'https://www.twitch.tv/videos/abc',
    'https://www.twitch.tv/dailychronicle/clip/FunnyClip',
    'https://clips.twitch.tv/FunnyClip',
    'https://www.twitch.tv/bad-name!',
    'https://player.twitch.tv/?channel=',
  ])('gives null for %s', (url) => {
    expect(streamSource(url, 'twitch', HOST)).toBeNull();
  });

  it('gives null without a page host to name as parent', () => {
    expect(streamSource('https://www.twitch.tv/dailychronicle', 'twitch', '')).toBeNull();
  });
});

describe('streamSource: custom and hostile URLs', () => {
  it('plays a custom URL in a video element, HLS for .m3u8', () => {
    expect(streamSource('https://cdn.example/live/budget.m3u8', 'custom', HOST)).toEqual({
      kind: 'video',
      src: 'https://cdn.example/live/budget.m3u8',
      hls: true,
    });
    expect(streamSource('https://cdn.example/replay.MP4?token=1', 'custom', HOST)).toEqual({
      kind: 'video',
      src: 'https://cdn.example/replay.MP4?token=1',
      hls: false,
    });
  });

  it('lets the URL host decide the provider when the stream type disagrees', () => {
    expect(streamSource('https://www.twitch.tv/dailychronicle', 'youtube', HOST)?.kind).toBe('embed');
    expect(streamSource('https://youtu.be/dQw4w9WgXcQ', 'custom', HOST)).toMatchObject({ provider: 'youtube' });
  });

  it('gives null for a YouTube or Twitch type with a URL of another host', () => {
    expect(streamSource('https://cdn.example/live.m3u8', 'youtube', HOST)).toBeNull();
    expect(streamSource('https://evil.example/watch?v=dQw4w9WgXcQ', 'twitch', HOST)).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(document.cookie)',
    'data:video/mp4;base64,AAAA',
    'blob:https://news.example/123',
    'file:///tmp/a.m3u8',
    '//cdn.example/live.m3u8',
    'https://user:pw@cdn.example/live.m3u8',
    '',
    'not a url',
  ])('never plays %j', (url) => {
    expect(streamSource(url, 'custom', HOST)).toBeNull();
    expect(streamSource(url, 'youtube', HOST)).toBeNull();
  });
});
