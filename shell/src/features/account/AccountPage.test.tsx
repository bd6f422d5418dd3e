// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { changeEmail, useAuth, type AuthState } from '@newsroom/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { AccountPage } from './AccountPage.tsx';

const server = { updateUser: vi.fn() };

// The real changeEmail validates first; only the call that would reach the backend is replaced.
vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));
const actual = await vi.importActual<typeof import('@newsroom/shared')>('@newsroom/shared');
vi.mocked(useAuth).mockImplementation((select) => select({ user: { email: 'old@example.com' } } as AuthState));
vi.mocked(changeEmail).mockImplementation(async (email) =>
  email.trim() ? server.updateUser(email.trim()) : actual.changeEmail(email),
);

describe('AccountPage', () => {
  afterEach(() => {
    cleanup();
    window.location.hash = '';
  });

  it('shows the address, asks for a new one, and says both inboxes get a link', async () => {
    server.updateUser.mockResolvedValueOnce({
      ok: true,
      message:
        'Check both inboxes: the change happens once you follow the link sent to your current address and the one sent to the new address.',
    });
    const user = userEvent.setup();
    renderWithProviders(<AccountPage />);
    expect(screen.getByText('old@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await user.type(screen.getByLabelText('New e-mail address'), ' new@example.com ');
    await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Check both inboxes/);
    expect(server.updateUser).toHaveBeenCalledWith('new@example.com');
  });

  it("shows GoTrue's notice when the first of the two links lands here", () => {
    window.location.hash =
      '#message=Confirmation+link+accepted.+Please+proceed+to+confirm+link+sent+to+the+other+email';
    renderWithProviders(<AccountPage />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
  });
});
