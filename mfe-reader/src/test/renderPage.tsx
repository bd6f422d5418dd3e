import { createQueryClient, ThemeProvider } from '@newsroom/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Renders a page inside the providers the shell gives remotes (query cache, router, theme) at `url`. */
export function renderPage(element: ReactElement, { path = '/', url = '/' }: { path?: string; url?: string } = {}) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ThemeProvider global={false}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>Navigated away</p>} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}
