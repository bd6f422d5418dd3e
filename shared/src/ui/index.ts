export * from './theme.ts';
export * from './GlobalStyle.ts';
export * from './ThemeProvider.tsx';
