// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { getSupabase } from '@newsroom/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { NewsletterManagePage } from './NewsletterManagePage.tsx';

// The database functions are replaced; the token checks and the page's logic are the real ones.
const server = { rpc: vi.fn() };
vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));
vi.mocked(getSupabase).mockImplementation(() => ({ rpc: server.rpc }) as never);

const TOKEN = 'a'.repeat(96);
const CONFIRMED = {
  status: 'confirmed',
  morning_edition: true,
  breaking_alerts: false,
  masked_email: 'a•••@example.com',
};

describe('NewsletterManagePage', () => {
  beforeEach(() => server.rpc.mockReset());
  afterEach(cleanup);

  it('shows the choices for the token, saves new ones, and unsubscribes from all', async () => {
    server.rpc.mockImplementation(async (name: string) => {
      if (name === 'newsletter_subscription') return { data: [CONFIRMED], error: null };
      if (name === 'newsletter_set_choices') return { data: 'saved', error: null };
      return { data: 'unsubscribed', error: null };
    });
    const user = userEvent.setup();
    renderWithProviders(<NewsletterManagePage />, { route: `/newsletter/manage?token=${TOKEN}` });
    expect(await screen.findByText('Newsletters for a•••@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /morning edition/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /Breaking news alerts/ }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your choices are saved.');
    expect(server.rpc).toHaveBeenCalledWith('newsletter_set_choices', {
      token: TOKEN,
      morning_edition: true,
      breaking_alerts: true,
    });

    await user.click(screen.getByRole('button', { name: 'Unsubscribe from all' }));
    expect(await screen.findByText(/You have been unsubscribed/)).toBeInTheDocument();
    expect(server.rpc).toHaveBeenCalledWith('newsletter_unsubscribe', { token: TOKEN });
  });

  it('says an invalid link is invalid, without asking the server for a malformed token', async () => {
    renderWithProviders(<NewsletterManagePage />, { route: '/newsletter/manage?token=../../etc' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/This link is invalid/);
    expect(server.rpc).not.toHaveBeenCalled();
  });

  it('says a token the server does not know is invalid, and a failure is a failure', async () => {
    server.rpc.mockResolvedValueOnce({ data: [], error: null });
    renderWithProviders(<NewsletterManagePage />, { route: `/newsletter/manage?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(/This link is invalid/);
    cleanup();
    server.rpc.mockResolvedValueOnce({ data: null, error: { message: 'down' } });
    renderWithProviders(<NewsletterManagePage />, { route: `/newsletter/manage?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });
});
