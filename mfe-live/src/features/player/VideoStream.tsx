import { useEffect, useRef, useState } from 'react';
import { hasNativeHls, loadHls, type HlsConstructor } from './loadHls.ts';

export interface VideoStreamProps {
  src: string;
  hls: boolean;
  title: string;
  /** The stream cannot be played here (bad source, network, no HLS support). */
  onFailure: () => void;
}

type Playback = 'native' | 'hls.js';

/**
 * A custom stream in a <video>. HLS (.m3u8) plays natively where the browser can, else through
 * hls.js, loaded only then; any other URL is the video's own src.
 */
export function VideoStream({ src, hls, title, onFailure }: VideoStreamProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [playback, setPlayback] = useState<Playback | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (!hls || hasNativeHls(element)) {
      element.src = src;
      setPlayback('native');
      return () => {
        element.removeAttribute('src');
        element.load();
      };
    }
    let cancelled = false;
    let player: InstanceType<HlsConstructor> | null = null;
    loadHls()
      .then((Hls) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return onFailure();
        player = new Hls();
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          console.error('HLS stream failed', data.type, data.details);
          onFailure();
        });
        player.loadSource(src);
        player.attachMedia(element);
        setPlayback('hls.js');
      })
      .catch((error: unknown) => {
        console.error('Could not load the HLS player', error);
        if (!cancelled) onFailure();
      });
    return () => {
      cancelled = true;
      player?.destroy();
    };
  }, [src, hls, onFailure]);

  return (
    // Captions of a live stream arrive inside it (HLS CEA-608/WebVTT renditions, shown by the
    // player): there is no separate caption file to point a <track> at.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={video}
      controls
      autoPlay
      playsInline
      aria-label={`${title} (live stream)`}
      data-stream-src={src}
      data-playback={playback ?? undefined}
      onError={() => {
        if (playback === 'native') onFailure();
      }}
    />
  );
}
