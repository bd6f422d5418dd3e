// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { getSupabase } from '@newsroom/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { NewsletterConfirmPage } from './NewsletterConfirmPage.tsx';

const server = { rpc: vi.fn() };
vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));
vi.mocked(getSupabase).mockImplementation(() => ({ rpc: server.rpc }) as never);

const TOKEN = 'b'.repeat(96);

describe('NewsletterConfirmPage', () => {
  beforeEach(() => server.rpc.mockReset());
  afterEach(cleanup);

  it('confirms with the token of the link', async () => {
    server.rpc.mockResolvedValue({ data: 'confirmed', error: null });
    renderWithProviders(<NewsletterConfirmPage />, { route: `/newsletter/confirm?token=${TOKEN}` });
    expect(await screen.findByRole('status')).toHaveTextContent('Your subscription is confirmed. Thank you!');
    expect(server.rpc).toHaveBeenCalledWith('newsletter_confirm', { token: TOKEN });
  });

  it('offers to subscribe again when the link is invalid, spent by an unsubscribe or malformed', async () => {
    server.rpc.mockResolvedValue({ data: 'invalid', error: null });
    renderWithProviders(<NewsletterConfirmPage />, { route: `/newsletter/confirm?token=${TOKEN}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(/invalid or has expired/);
    expect(screen.getByRole('link', { name: 'Subscribe again' })).toHaveAttribute('href', '/subscribe');
    cleanup();
    server.rpc.mockClear();
    renderWithProviders(<NewsletterConfirmPage />, { route: '/newsletter/confirm' });
    expect(await screen.findByRole('alert')).toHaveTextContent(/invalid or has expired/);
    expect(server.rpc).not.toHaveBeenCalled();
  });
});
