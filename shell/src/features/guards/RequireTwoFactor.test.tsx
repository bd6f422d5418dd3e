// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { authStore, type AuthState } from '@newsroom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequireTwoFactor } from './RequireTwoFactor.tsx';
import type { Assurance } from '../security/securityActions.ts';

const assurance = vi.hoisted(() => vi.fn<() => Promise<Assurance>>());
vi.mock('../security/securityActions.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../security/securityActions.ts')>()),
  assurance,
}));

const session = { access_token: 'token' } as AuthState['session'];

function renderConsole() {
  authStore.setState({ status: 'signedIn', session, user: { id: 'u1' } as AuthState['user'] });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/blog-management']}>
        <Routes>
          <Route path="/account/security" element={<p>Security page</p>} />
          <Route path="/blog-management" element={<RequireTwoFactor>Console</RequireTwoFactor>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const level = (fields: Partial<Assurance>): Assurance => ({
  current: 'aal1',
  next: 'aal1',
  verifiedFactors: 0,
  requiredByRole: false,
  ...fields,
});

describe('RequireTwoFactor', () => {
  afterEach(cleanup);

  it('opens the console for an account without an app, and for an aal2 session', async () => {
    assurance.mockResolvedValueOnce(level({}));
    renderConsole();
    expect(await screen.findByText('Console')).toBeInTheDocument();
    cleanup();
    assurance.mockResolvedValueOnce(level({ current: 'aal2', next: 'aal2', verifiedFactors: 1 }));
    renderConsole();
    expect(await screen.findByText('Console')).toBeInTheDocument();
  });

  it('asks for the code of an account with an app signed in by password only', async () => {
    assurance.mockResolvedValueOnce(level({ next: 'aal2', verifiedFactors: 1 }));
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.queryByText('Console')).toBeNull();
  });

  it('sends a member of a role that requires two-factor, without an app, to set one up', async () => {
    assurance.mockResolvedValueOnce(level({ requiredByRole: true }));
    renderConsole();
    expect(await screen.findByText('Security page')).toBeInTheDocument();
  });
});
