import { describe, expect, it } from 'vitest';
import { EMBED_MESSAGES, parseEmbedUrl } from './embedUrl.ts';

describe('parseEmbedUrl', () => {
  it.each([
    ['youtube', 'https://youtu.be/dQw4w9WgXcQ?si=abc', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['youtube', 'https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
    ['vimeo', 'https://player.vimeo.com/video/76979871?h=x', 'https://vimeo.com/76979871'],
    [
      'x',
      'https://twitter.com/chronicle/status/1790000000000000000?s=20',
      'https://x.com/chronicle/status/1790000000000000000',
    ],
    ['instagram', 'https://instagram.com/reel/C1a2b3c4d5/?igsh=x', 'https://www.instagram.com/reel/C1a2b3c4d5/'],
    [
      'tiktok',
      'https://www.tiktok.com/@chronicle.news/video/7300000000000000000?lang=en',
      'https://www.tiktok.com/@chronicle.news/video/7300000000000000000',
    ],
    [
      'spotify',
      'https://open.spotify.com/intl-de/episode/4rOoJ6Egrf8K2IrywzwOMk?si=1',
      'https://open.spotify.com/episode/4rOoJ6Egrf8K2IrywzwOMk',
    ],
    [
      'soundcloud',
      'https://m.soundcloud.com/Chronicle/Morning-Briefing',
      'https://soundcloud.com/chronicle/morning-briefing',
    ],
  ])('reads a %s share link as its canonical URL', (provider, pasted, url) => {
    expect(parseEmbedUrl(pasted)).toEqual({ provider, url });
  });

  it('refuses another site with the list of providers', () => {
    expect(parseEmbedUrl('https://www.facebook.com/watch/?v=1')).toEqual({ error: EMBED_MESSAGES.unsupported });
    expect(EMBED_MESSAGES.unsupported).toContain('YouTube');
  });

  it('refuses what is not a link, or not one post', () => {
    expect(parseEmbedUrl('<iframe src="https://www.youtube.com/embed/x">')).toEqual({ error: EMBED_MESSAGES.notUrl });
    expect(parseEmbedUrl('javascript:alert(1)')).toEqual({ error: EMBED_MESSAGES.notUrl });
    expect(parseEmbedUrl('https://x.com/chronicle')).toEqual({ error: EMBED_MESSAGES.notAPost('X') });
    expect(parseEmbedUrl('https://www.youtube.com/watch?v=short')).toEqual({
      error: EMBED_MESSAGES.notAPost('YouTube'),
    });
  });
});
