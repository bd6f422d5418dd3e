/**
 * The devices and networks the portal's speed is measured on, in one place: `npm run measure`
 * reports against them and the budget tests in tests/performance use the same figures.
 */
export interface Profile {
  name: string;
  viewport: { width: number; height: number };
  isMobile: boolean;
  /** CDP Emulation.setCPUThrottlingRate: 4 = a mid-range phone on this machine. */
  cpuSlowdown: number;
  /** Round-trip time added to every request (ms) and download speed, or null for loopback as is. */
  network: { rttMs: number; downloadMbps: number } | null;
}

/** A mid-range phone on a good 4G connection (Lighthouse's mobile profile, roughly). */
export const PHONE: Profile = {
  name: 'phone',
  viewport: { width: 412, height: 823 },
  isMobile: true,
  cpuSlowdown: 4,
  network: { rttMs: 60, downloadMbps: 9 },
};

export const DESKTOP: Profile = {
  name: 'desktop',
  viewport: { width: 1280, height: 900 },
  isMobile: false,
  cpuSlowdown: 1,
  network: null,
};

/** A slow network and a fast CPU: time to first story link divided by RTT = round trips. */
export const HIGH_LATENCY: Profile = {
  name: 'high-latency',
  viewport: { width: 1280, height: 900 },
  isMobile: false,
  cpuSlowdown: 1,
  network: { rttMs: 300, downloadMbps: 100 },
};

/** Budgets of issue 14. Bytes and CLS are deterministic and CI keeps them; times are only reported. */
export const BUDGETS = {
  clsMax: 0.002,
  /** The goal `npm run measure` reports against (decision 056 says what stands between us and it). */
  homeJsGzipKb: 200,
  /**
   * What CI enforces: the home page's JS as measured (289 KB) plus a small margin; lower it as it
   * falls. The goal above is below the floor the architecture's singletons and federation runtime
   * set (235 KB; decision 056).
   */
  homeJsGzipCeilingKb: 300,
  lcpMs: 1500,
  roundTrips: 5,
  /** Issue 28 (phone, reported): total blocking time from FCP to 10 s, and the longest task. */
  tbtMs: 200,
  longestTaskMs: 100,
  /** A tap on the mobile menu 100 ms after FCP until the open menu is painted (reported). */
  tapToPaintMs: 200,
  /** JavaScript requested before the shell's hydration commits (the goal; CI keeps a ceiling). */
  jsBeforeInteractiveKb: 150,
  /**
   * What CI enforces of it, per page: as measured on 2026-11-26 (home 280 KB, story and category
   * 279) plus what a fast machine may request before the mark rather than after (the home page's
   * live panels, 13 KB). Lower it as it falls (decision 146 says what stands between us and 150).
   */
  jsBeforeInteractiveCeilingKb: 295,
  /**
   * Issue 48: the story page now carries the document renderer (in its own chunk, not the shared
   * singleton). Its JS before interactive may be at most 10 KB gzip over the figure before story
   * documents: 273 KB (`npm run measure -- --phone-only` on 2026-11-28 with documents: story 272.7 KB,
   * the category page, which has no renderer, 273 KB: on that run the renderer did not add to it).
   * Reported by `npm run measure`, never asserted (what loads before the mark depends on timing).
   */
  storyJsBeforeInteractiveKb: 283,
  /**
   * What CI enforces of it on a story page: the ceiling above plus the 10 KB issue 48 allows the
   * story page for the document renderer (CI measured 297.5 KB on 2026-11-28 with it). Every other
   * page keeps the ceiling above.
   */
  storyJsBeforeInteractiveCeilingKb: 305,
};
