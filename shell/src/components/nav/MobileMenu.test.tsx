// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { authStore } from '@newsroom/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { MobileMenu } from './MobileMenu.tsx';

interface HappyDomWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}

describe('MobileMenu', () => {
  // A phone-sized viewport: the menu is hidden from medium screens up.
  beforeEach(() => (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 375, height: 800 }));
  afterEach(() => {
    cleanup();
    (window as unknown as HappyDomWindow).happyDOM.setViewport({ width: 1024, height: 768 });
  });

  it('lists the desktop links without Live Events, and Sign In when signed out', async () => {
    authStore.setState({ status: 'signedOut', user: null, isAdmin: false, adminStatus: 'known' });
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Theatre' })).toHaveAttribute('href', '/category/arts-culture-theatre');
    expect(menu.queryByRole('link', { name: 'Live Events' })).toBeNull();
    expect(menu.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(menu.queryByRole('link', { name: 'Manage Blog' })).toBeNull();
  });

  it('adds Manage Blog and Sign Out when signed in, and closes with Escape', async () => {
    authStore.setState({ status: 'signedIn', user: { id: 'r' } as never, isAdmin: false, adminStatus: 'known' });
    const user = userEvent.setup();
    renderWithProviders(<MobileMenu />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Manage Blog' })).toBeInTheDocument();
    expect(menu.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Sign In' })).toBeNull();
    menu.getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull();
    expect(toggle).toHaveFocus();
  });
});
