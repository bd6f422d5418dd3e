import { AD_POSITIONS, type AdPosition } from '@newsroom/shared';

export interface AdPositionInfo {
  position: AdPosition;
  label: string;
  /** The slot sizes advertisers deliver, widest first. */
  sizes: string;
  /** Where readers see it. */
  placement: string;
  /** The slot's box (CSS aspect-ratio) and widest size, for the preview. */
  aspectRatio: string;
  maxWidth: string;
}

const INFO: Record<AdPosition, Omit<AdPositionInfo, 'position'>> = {
  header: {
    label: 'Header',
    sizes: '728x90 or 970x250',
    placement: 'Top of every page',
    aspectRatio: '728 / 90',
    maxWidth: '728px',
  },
  'top-sidebar': {
    label: 'Top sidebar',
    sizes: '300x250, 336x280',
    placement: 'Home page sidebar, top',
    aspectRatio: '300 / 250',
    maxWidth: '336px',
  },
  'bottom-sidebar': {
    label: 'Bottom sidebar',
    sizes: '300x250, 336x280',
    placement: 'Home page sidebar, bottom',
    aspectRatio: '300 / 250',
    maxWidth: '336px',
  },
  footer: {
    label: 'Footer',
    sizes: '300x250 or 250x250',
    placement: 'Featured Partners in the footer (up to 3)',
    aspectRatio: '300 / 250',
    maxWidth: '300px',
  },
  inline: {
    label: 'Inline',
    sizes: '728x90 desktop, 320x50 mobile',
    placement: 'Home page, after the sixth latest story',
    aspectRatio: '728 / 90',
    maxWidth: '728px',
  },
  'in-content': {
    label: 'In content',
    sizes: '728x90, 320x50',
    placement: 'Story pages, after the story',
    aspectRatio: '728 / 90',
    maxWidth: '728px',
  },
  'mobile-banner': {
    label: 'Mobile banner',
    sizes: '320x50, 300x50',
    placement: 'Small screens',
    aspectRatio: '320 / 50',
    maxWidth: '320px',
  },
  sidebar: {
    label: 'Sidebar (legacy)',
    sizes: '300x250',
    placement: 'Home page sidebar',
    aspectRatio: '300 / 250',
    maxWidth: '336px',
  },
};

/** Every position the public site has, each with its sizes. */
export const AD_POSITION_INFO: readonly AdPositionInfo[] = AD_POSITIONS.map((position) => ({
  position,
  ...INFO[position],
}));

export function positionInfo(position: string): AdPositionInfo {
  return AD_POSITION_INFO.find((info) => info.position === position) ?? { position: 'sidebar', ...INFO.sidebar };
}

/** "Header (728x90 or 970x250)". */
export const positionOptionLabel = (info: AdPositionInfo) => `${info.label} (${info.sizes})`;
