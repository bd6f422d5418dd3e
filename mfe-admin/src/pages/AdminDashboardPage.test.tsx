import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '../test/fakeSupabase.ts';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { AdminDashboardPage } from './AdminDashboardPage.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../test/sharedMock.ts')).mockShared(original));

beforeEach(() => {
  fakeSupabase.reset();
  fakeSupabase.respondWith((request) =>
    request.table === 'contact_messages' && request.calls.some(([name, , options]) => name === 'select' && options)
      ? { count: 3 }
      : { data: [] },
  );
});

describe('AdminDashboardPage', () => {
  it('offers the seven tabs, Custom Advertisements first', () => {
    renderWithProviders(<AdminDashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([
      'Custom Advertisements',
      'Content Management',
      'Live Events',
      'Users and Roles',
      expect.stringMatching(/^Messages/),
      'Newsletter',
      'Site Health',
    ]);
    expect(screen.getByRole('tab', { name: 'Custom Advertisements' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named in the URL and keeps the chosen tab there', async () => {
    renderWithProviders(<AdminDashboardPage />, { url: '/admin?tab=events' });
    expect(screen.getByRole('tab', { name: 'Live Events' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Create Live Event' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Content Management' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=content');
  });

  it('falls back to the first tab for an unknown one', () => {
    renderWithProviders(<AdminDashboardPage />, { url: '/admin?tab=%3Cscript%3E' });
    expect(screen.getByRole('tab', { name: 'Custom Advertisements' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the number of unread messages on the Messages tab', async () => {
    renderWithProviders(<AdminDashboardPage />);
    expect(await screen.findByRole('tab', { name: /^Messages\W+3 unread$/ })).toBeInTheDocument();
  });
});
