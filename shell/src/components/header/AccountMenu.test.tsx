// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { AccountMenu } from './AccountMenu.tsx';

const signOut = vi.fn();
vi.mock('../../features/auth/useSignOut.ts', () => ({ useSignOut: () => signOut }));

describe('AccountMenu', () => {
  afterEach(cleanup);

  it('the greeting is a disclosure button that shows the account links and Sign out', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu email="reader@example.com" />);
    const toggle = screen.getByRole('button', { name: 'Welcome, reader@example.com' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Your account' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = within(screen.getByRole('list', { name: 'Your account' }));
    expect(menu.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(menu.getByRole('link', { name: 'Security and two-factor' })).toHaveAttribute('href', '/account/security');
    expect(menu.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/subscribe');
    await user.click(menu.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountMenu email="reader@example.com" />);
    const toggle = screen.getByRole('button', { name: 'Welcome, reader@example.com' });
    toggle.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
