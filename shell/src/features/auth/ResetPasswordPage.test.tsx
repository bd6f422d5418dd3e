// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { authStore, type AuthState } from '@newsroom/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';
import type { Assurance } from '../security/securityActions.ts';

const assurance = vi.hoisted(() => vi.fn<() => Promise<Assurance>>());
vi.mock('../security/securityActions.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../security/securityActions.ts')>()),
  assurance,
}));

const level = (fields: Partial<Assurance>): Assurance => ({
  current: 'aal1',
  next: 'aal1',
  verifiedFactors: 0,
  requiredByRole: false,
  ...fields,
});

/** The page as the recovery link leaves it: signed in by the link (an aal1 session). */
function renderFromRecoveryLink() {
  const session = { access_token: 'recovery-token' } as AuthState['session'];
  authStore.setState({ status: 'signedIn', session, user: { id: 'u1' } as AuthState['user'] });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/reset-password']}>
        <ResetPasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ResetPasswordPage', () => {
  afterEach(cleanup);

  it('offers the new password at once to an account without an authenticator app', async () => {
    assurance.mockResolvedValueOnce(level({}));
    renderFromRecoveryLink();
    expect(await screen.findByLabelText('New password', { selector: 'input' })).toBeInTheDocument();
  });

  it('asks an account with an app for its code first: the auth service refuses the password otherwise', async () => {
    assurance.mockResolvedValueOnce(level({ next: 'aal2', verifiedFactors: 1 }));
    renderFromRecoveryLink();
    expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.getByText(/enter its code before you choose a new password/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password', { selector: 'input' })).toBeNull();
  });
});
