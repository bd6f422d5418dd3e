import type Hls from 'hls.js';

export type HlsConstructor = typeof Hls;

/** hls.js arrives in its own chunk, fetched only when a browser without native HLS plays .m3u8. */
export async function loadHls(): Promise<HlsConstructor> {
  const module = await import(/* webpackChunkName: "hls" */ 'hls.js');
  return module.default;
}

/** The browser plays HLS itself (Safari, iOS, recent Chromium): no library needed. */
export function hasNativeHls(video: HTMLVideoElement): boolean {
  return video.canPlayType('application/vnd.apple.mpegurl') !== '';
}
