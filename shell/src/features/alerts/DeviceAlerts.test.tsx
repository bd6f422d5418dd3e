// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { getSupabase, setRuntimeConfig, type PortalClient, type RuntimeConfig } from '@newsroom/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import { DEVICE_ALERTS_TEXT, DeviceAlerts } from './DeviceAlerts.tsx';

vi.mock('@newsroom/shared', async (original) => (await import('../../test/sharedMock.ts')).mockShared(original));

const KEY = 'BC8pGaz1YK5HT4vjVdPiNW8qF8NkBfwkejpWNpnINJPMnf0C4IyfMwsUY9NzfbjgY37GZnISsr1Y-K_pSPGBSB8';
const JSON_KEYS = { endpoint: 'https://push.example/abc', keys: { p256dh: 'BP', auth: 'AU' } };

function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let current: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    current = null;
    return true;
  });
  const subscribe = vi.fn(async () => {
    current = { endpoint: JSON_KEYS.endpoint, toJSON: () => JSON_KEYS, unsubscribe } as unknown as PushSubscription;
    return current;
  });
  const pushManager = { getSubscription: vi.fn(async () => current), subscribe };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('navigator', {
    ...navigator,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131',
    serviceWorker: { ready: Promise.resolve({ pushManager }) },
  });
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission, requestPermission }));
  const rpc = vi.fn(async (name: string) => ({ data: name === 'push_unsubscribe' ? true : null, error: null }));
  vi.mocked(getSupabase).mockReturnValue({ rpc } as unknown as PortalClient);
  return { subscribe, unsubscribe, requestPermission, rpc };
}

describe('DeviceAlerts', () => {
  beforeEach(() => {
    setRuntimeConfig({ vapidPublicKey: KEY } as RuntimeConfig);
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks nothing on load; the press subscribes with the key and stores the chosen topics', async () => {
    const browser = fakeBrowser('default');
    renderWithProviders(<DeviceAlerts hydrated />);
    expect(screen.getByRole('heading', { name: 'Alerts on this device' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Breaking news' })).toBeChecked();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Sport' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts on this device' }));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const [options] = browser.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(browser.rpc).toHaveBeenCalledWith('push_subscribe', {
      endpoint: JSON_KEYS.endpoint,
      p256dh: 'BP',
      auth: 'AU',
      topics: ['breaking', 'sport'],
    });
    expect(screen.getByRole('status')).toHaveTextContent(DEVICE_ALERTS_TEXT.on);

    await userEvent.click(screen.getByRole('button', { name: 'Stop alerts' }));
    expect(browser.rpc).toHaveBeenCalledWith('push_unsubscribe', { endpoint: JSON_KEYS.endpoint, auth: 'AU' });
    expect(browser.unsubscribe).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(DEVICE_ALERTS_TEXT.off);
  });

  it('stops the browser subscription even when the newsroom cannot be told, and says so', async () => {
    const browser = fakeBrowser('default');
    renderWithProviders(<DeviceAlerts hydrated />);
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts on this device' }));
    expect(screen.getByRole('status')).toHaveTextContent(DEVICE_ALERTS_TEXT.on);
    browser.rpc.mockResolvedValue({ data: null, error: { code: '429', message: 'Too many' } } as never);

    await userEvent.click(screen.getByRole('button', { name: 'Stop alerts' }));
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(DEVICE_ALERTS_TEXT.offUnconfirmed);
    expect(screen.getByRole('button', { name: 'Get alerts on this device' })).toBeEnabled();
  });

  it('says how to unblock when the reader refuses notifications, and subscribes nothing', async () => {
    const browser = fakeBrowser('default', 'denied');
    renderWithProviders(<DeviceAlerts hydrated />);
    await userEvent.click(screen.getByRole('button', { name: 'Get alerts on this device' }));
    expect(screen.getByRole('status')).toHaveTextContent(DEVICE_ALERTS_TEXT.denied);
    expect(browser.subscribe).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('needs a topic before it subscribes', async () => {
    fakeBrowser('default');
    renderWithProviders(<DeviceAlerts hydrated />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Breaking news' }));
    expect(screen.getByRole('status')).toHaveTextContent(DEVICE_ALERTS_TEXT.noTopic);
    expect(screen.getByRole('button', { name: 'Get alerts on this device' })).toBeDisabled();
  });

  it('explains a browser without Web Push, and an iPhone not added to the Home Screen', async () => {
    fakeBrowser('default');
    vi.stubGlobal('PushManager', undefined);
    Reflect.deleteProperty(window, 'PushManager');
    renderWithProviders(<DeviceAlerts hydrated />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(DEVICE_ALERTS_TEXT.unsupported));
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();

    fakeBrowser('default');
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' });
    renderWithProviders(<DeviceAlerts hydrated />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(DEVICE_ALERTS_TEXT['ios-not-installed']));
  });

  it('shows the topics of a subscription made earlier on this device', async () => {
    const browser = fakeBrowser('granted');
    await (await navigator.serviceWorker.ready).pushManager.subscribe({ userVisibleOnly: true });
    browser.rpc.mockResolvedValue({ data: ['uk'], error: null } as never);
    renderWithProviders(<DeviceAlerts hydrated />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(DEVICE_ALERTS_TEXT.on));
    expect(screen.getByRole('checkbox', { name: 'UK edition' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Breaking news' })).not.toBeChecked();
  });
});
