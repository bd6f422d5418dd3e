import { ThemeProvider } from '@newsroom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a shell component inside the providers the app gives it (theme, query cache, router). */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }: { route?: string; queryClient?: QueryClient } = {},
): RenderResult {
  // As a wrapper, the providers survive rerender().
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider global={false}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}
