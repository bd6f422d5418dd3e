import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './GlobalStyle.ts';
import { theme } from './theme.ts';

export interface ThemeProviderProps {
  children: ReactNode;
  /** Render the document-wide GlobalStyle; only the app that owns the page does (default true). */
  global?: boolean;
}

/** The portal theme for styled-components, plus the global base styles. */
export function ThemeProvider({ children, global = true }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {global && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
