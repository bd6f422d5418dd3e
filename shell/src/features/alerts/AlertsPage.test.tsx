// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { ALERTS_TEXT, AlertsPage } from './AlertsPage.tsx';
import { useAlertsStore } from './alertsStore.ts';

describe('AlertsPage', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('says so when the browser has no notifications', () => {
    useAlertsStore.setState({ permission: 'unsupported', enabled: false });
    renderWithProviders(<AlertsPage />);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('does not support notifications');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for permission and remembers the opt-in', async () => {
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default', requestPermission }));
    useAlertsStore.setState({ permission: 'default', enabled: false });
    renderWithProviders(<AlertsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on alerts' }));
    expect(requestPermission).toHaveBeenCalled();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Breaking news alerts are on.');
    expect(localStorage.getItem('newsroom.breakingAlerts')).toBe('on');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off alerts' }));
    expect(localStorage.getItem('newsroom.breakingAlerts')).toBeNull();
  });

  it('explains how to unblock when permission was denied', async () => {
    const requestPermission = vi.fn(async () => 'denied' as NotificationPermission);
    vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission: 'default', requestPermission }));
    useAlertsStore.setState({ permission: 'default', enabled: false });
    renderWithProviders(<AlertsPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Turn on alerts' }));
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Notifications are blocked for this site.');
  });

  it('hydrates the server page without a mismatch, then shows the browser state', async () => {
    useAlertsStore.setState({ permission: 'unsupported', enabled: false });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<AlertsPage />);
    document.body.appendChild(container);
    expect(container.querySelector('[role="status"]')).toHaveTextContent(ALERTS_TEXT.off);
    expect(container.querySelector('button')).toBeDisabled();

    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <AlertsPage />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('does not support notifications');
    expect(screen.queryByRole('button')).toBeNull();
    container.remove();
  });
});
