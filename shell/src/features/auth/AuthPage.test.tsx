// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { resendConfirmation, signIn, signUp, validateSignIn, validateSignUp } from '@newsroom/shared';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { AuthPage } from './AuthPage.tsx';

const server = { signIn: vi.fn(), signUp: vi.fn(), resendConfirmation: vi.fn() };

// The real store validates first; only the calls that would reach the backend are replaced.
vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));
const actual = await vi.importActual<typeof import('@newsroom/shared')>('@newsroom/shared');
vi.mocked(signIn).mockImplementation(async (input) =>
  validateSignIn(input) ? actual.signIn(input) : server.signIn(input),
);
vi.mocked(signUp).mockImplementation(async (input) =>
  validateSignUp(input) ? actual.signUp(input) : server.signUp(input),
);
vi.mocked(resendConfirmation).mockImplementation(server.resendConfirmation);

describe('AuthPage', () => {
  afterEach(cleanup);

  it('opens on the Sign In tab and moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />);
    const signInTab = screen.getByRole('tab', { name: 'Sign In' });
    expect(signInTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Sign In');
    await user.click(signInTab);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
  });

  it('is titled "Sign in | …" like the site’s other pages, not the bare site name', () => {
    renderWithProviders(<AuthPage />);
    expect(document.title).toBe('Sign in | The Daily Chronicle');
  });

  it('limits the full name to the 100 characters the database takes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Full name')).toHaveAttribute('maxlength', '100');
  });

  it('asks for all fields before signing in', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />);
    await user.type(screen.getByLabelText('Email'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(server.signIn).not.toHaveBeenCalled();
  });

  it('shows the server message when sign-in fails', async () => {
    server.signIn.mockResolvedValueOnce({ ok: false, message: 'Invalid login credentials' });
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />);
    await user.type(screen.getByLabelText('Email'), 'reader@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
  });

  it('checks the sign-up fields and the 6-character password minimum', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await user.type(screen.getByLabelText('Full name'), 'Ann Reader');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 6 characters');
    expect(server.signUp).not.toHaveBeenCalled();
  });

  it('shows the already-registered message from sign-up', async () => {
    server.signUp.mockResolvedValueOnce({
      ok: false,
      message: 'This email is already registered. Please try signing in instead.',
    });
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Full name'), 'Ann Reader');
    await user.type(screen.getByLabelText('Email'), 'reader@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already registered. Please try signing in instead.',
    );
  });

  it('after sign-up, asks to check the inbox and offers "Resend confirmation"', async () => {
    server.signUp.mockResolvedValueOnce({
      ok: true,
      message: 'Account created successfully! Please check your email for verification.',
    });
    server.resendConfirmation.mockResolvedValueOnce({
      ok: true,
      message: 'If that address still needs confirming, a new link is on its way.',
    });
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />);
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    await user.type(screen.getByLabelText('Full name'), 'Ann Reader');
    await user.type(screen.getByLabelText('Email'), ' ann@example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend confirmation' }));
    expect(
      await screen.findByText('If that address still needs confirming, a new link is on its way.'),
    ).toBeInTheDocument();
    expect(server.resendConfirmation).toHaveBeenCalledWith('ann@example.com');
  });

  it('offers "Resend confirmation" when sign-in says the address is not confirmed, and links "Forgot password?"', async () => {
    server.signIn.mockResolvedValueOnce({ ok: false, message: 'Email not confirmed' });
    const user = userEvent.setup();
    renderWithProviders(<AuthPage />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Resend confirmation' })).toBeNull();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Resend confirmation' })).toBeInTheDocument();
  });
});
