// Internal: SonnerToaster.tsx (Toaster.tsx loads it lazily, so sonner stays out of the first chunk).
// Not here: Tabs.tsx and ConfirmDialog.tsx (@newsroom/shared/tabs, /confirm-dialog): the consoles' pieces,
// out of the barrel every page loads (decision 182).
export * from './theme.ts';
export * from './GlobalStyle.ts';
export * from './ThemeProvider.tsx';
export * from './Button.tsx';
export * from './TextField.tsx';
export * from './toast.ts';
export * from './Toaster.tsx';
export * from './VisuallyHidden.tsx';
export * from './NotFoundPage.tsx';
export * from './MessageScreen.tsx';
export * from './IconButton.tsx';
export * from './SponsoredAd.tsx';
export * from './fieldStyles.ts';
export * from './LazyImage.tsx';
export * from './ImagePlaceholder.tsx';
export * from './LoadFailure.tsx';
