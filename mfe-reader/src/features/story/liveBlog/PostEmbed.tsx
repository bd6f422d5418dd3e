import { useSiteOrigin } from '@newsroom/shared';
import { streamSource } from '@newsroom/shared/stream-source';

/**
 * A YouTube or Twitch frame from the live player's allow-list (streamSource), not autoplaying;
 * any other address shows nothing (the database refuses it too).
 */
export function PostEmbed({ url, title }: { url: string; title: string }) {
  const origin = useSiteOrigin();
  const host = origin ? new URL(origin).hostname : '';
  const source = streamSource(url, 'youtube', host);
  if (source?.kind !== 'embed') return null;
  const src = new URL(source.src);
  src.searchParams.set('autoplay', source.provider === 'twitch' ? 'false' : '0');
  return (
    <iframe
      src={src.href}
      title={`${title} (video)`}
      data-provider={source.provider}
      loading="lazy"
      allow="encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
