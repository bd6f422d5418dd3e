// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { authStore } from '@newsroom/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { AcceptInvitePage } from './AcceptInvitePage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

describe('AcceptInvitePage', () => {
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('a spent link offers sign-in and "Forgot password?", and says the admin can resend', async () => {
    authStore.setState({ status: 'signedOut', user: null });
    window.location.hash = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid';
    renderWithProviders(<AcceptInvitePage />, { route: '/accept-invite' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/invalid, already used or expired/);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(screen.getByText(/resend the invitation/)).toBeInTheDocument();
  });
});
