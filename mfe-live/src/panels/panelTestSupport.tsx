import { ThemeProvider } from '@newsroom/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a panel with the providers the home page gives it (router, theme). */
export function renderPanel(panel: ReactElement) {
  return render(
    <ThemeProvider global={false}>
      <MemoryRouter>{panel}</MemoryRouter>
    </ThemeProvider>,
  );
}

/** The part of a react-query result the panels read. */
export function queryState<T>(state: { data?: T; isPending?: boolean; isError?: boolean; error?: Error | null }) {
  return { data: state.data, isPending: false, isError: false, error: null, ...state } as never;
}
