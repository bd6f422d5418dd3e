/**
 * The portal's design tokens, given to styled-components' ThemeProvider by the shell (and by each
 * remote's standalone page), so remote pages look the same wherever they are mounted.
 */
export const theme = {
  colors: {
    ink: '#111827',
    inkMuted: '#4b5563',
    paper: '#ffffff',
    paperMuted: '#f3f4f6',
    border: '#d1d5db',
    brand: '#111827',
    accent: '#b91c1c',
    breaking: '#dc2626',
    link: '#1d4ed8',
    focus: '#2563eb',
    success: '#15803d',
    danger: '#b91c1c',
    /** The news ticker's bar: red while breaking news runs, grey otherwise (white text on both). */
    tickerBreaking: '#b91c1c',
    tickerNeutral: '#4b5563',
    /** Translucent layers on a coloured bar: a darker chip behind a label, a light outline. */
    shadeOnDark: 'rgb(0 0 0 / 0.25)',
    outlineOnDark: 'rgb(255 255 255 / 0.6)',
  },
  fonts: {
    headline: "Georgia, 'Times New Roman', serif",
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  fontSizes: { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.75rem', xxl: '2.5rem' },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radii: { sm: '4px', md: '8px' },
  /** Min-width media queries, mobile first: `${theme.media.md} { ... }`. */
  media: {
    sm: '@media (min-width: 640px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
  },
  layout: { maxWidth: '1200px' },
} as const;

export type Theme = typeof theme;

// Typed `theme` in every styled component of every package that imports @newsroom/shared.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
