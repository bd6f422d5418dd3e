// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { authStore } from '@newsroom/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { MobileMenu } from './MobileMenu.tsx';

interface HappyDomWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}

/** The panel the toggle controls (hidden panels have no accessible name to find them by). */
const controlledPanel = (toggle: HTMLElement) => document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;

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
    const account = within(menu.getByRole('list', { name: 'Your account' }));
    expect(account.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(account.getByRole('link', { name: 'Security and two-factor' })).toHaveAttribute('href', '/account/security');
    expect(account.getByRole('link', { name: 'Newsletter' })).toHaveAttribute('href', '/subscribe');
    expect(menu.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    menu.getByRole('link', { name: 'Home' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(controlledPanel(toggle)).not.toHaveAttribute('data-open');
    expect(toggle).toHaveFocus();
  });

  it('is a popover its button opens without JavaScript, and follows the browser toggling it', () => {
    authStore.setState({ status: 'signedOut', user: null, isAdmin: false, adminStatus: 'known' });
    renderWithProviders(<MobileMenu />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const panel = controlledPanel(toggle);
    expect(panel).toHaveAttribute('popover', 'auto');
    expect(panel).toHaveAttribute('aria-label', 'Mobile');
    expect(toggle.getAttribute('popovertarget')).toBe(panel.id);
    // What the browser fires when the button (or Escape, or a tap outside) toggles the popover.
    fireEvent(panel, Object.assign(new Event('toggle'), { newState: 'open', oldState: 'closed' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent(panel, Object.assign(new Event('toggle'), { newState: 'closed', oldState: 'open' }));
    expect(toggle).toHaveAttribute('aria-label', 'Open menu');
  });
});
