import { Button, useHydrated } from '@newsroom/shared';
import { useAlertsStore, type AlertsPermission } from './alertsStore.ts';
import { Page } from './AlertsPage.styles.ts';
import { DeviceAlerts } from './DeviceAlerts.tsx';
import { usePageTitle } from '../../routes/usePageTitle.ts';

export const ALERTS_TEXT = {
  unsupported: 'Your browser does not support notifications, so breaking news alerts are not available.',
  denied:
    'Notifications are blocked for this site. Allow them in your browser settings to receive breaking news alerts.',
  on: 'Breaking news alerts are on. You will be notified while this site is open.',
  off: 'Get a browser notification as soon as we publish breaking news.',
} as const;

function statusText(on: boolean, permission: AlertsPermission): string {
  if (permission === 'unsupported') return ALERTS_TEXT.unsupported;
  if (permission === 'denied') return ALERTS_TEXT.denied;
  return on ? ALERTS_TEXT.on : ALERTS_TEXT.off;
}

/**
 * The header's Alerts: opt in to browser notifications for new breaking news (decision 042).
 * Permission and opt-in live in the browser: the server's page (and the browser's hydration of it)
 * shows the invitation with the button disabled, the reader's own state once hydrated.
 */
export function AlertsPage() {
  usePageTitle('alerts');
  const { enabled, permission, enable, disable } = useAlertsStore();
  const hydrated = useHydrated();
  const on = hydrated && enabled && permission === 'granted';
  const shown: AlertsPermission = hydrated ? permission : 'default';

  return (
    <Page aria-labelledby="alerts-title">
      <h1 id="alerts-title">Breaking news alerts</h1>
      <p role="status">{statusText(on, shown)}</p>
      {shown !== 'unsupported' && shown !== 'denied' && (
        <Button
          type="button"
          disabled={!hydrated}
          $variant={on ? 'secondary' : 'primary'}
          onClick={() => (on ? disable() : void enable())}
        >
          {on ? 'Turn off alerts' : 'Turn on alerts'}
        </Button>
      )}
      <DeviceAlerts hydrated={hydrated} />
    </Page>
  );
}
