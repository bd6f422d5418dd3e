export interface EmbeddedStreamProps {
  src: string;
  provider: 'youtube' | 'twitch';
  title: string;
}

/** A YouTube (nocookie) or Twitch player frame; src comes only from streamSource's allow-list. */
export function EmbeddedStream({ src, provider, title }: EmbeddedStreamProps) {
  return (
    <iframe
      src={src}
      title={`${title} (live stream)`}
      data-provider={provider}
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
