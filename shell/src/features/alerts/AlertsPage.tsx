import { Button } from '@newsroom/shared';
import { useAlertsStore } from './alertsStore.ts';
import { Page } from './AlertsPage.styles.ts';

export const ALERTS_TEXT = {
  unsupported: 'Your browser does not support notifications, so breaking news alerts are not available.',
  denied:
    'Notifications are blocked for this site. Allow them in your browser settings to receive breaking news alerts.',
  on: 'Breaking news alerts are on. You will be notified while this site is open.',
  off: 'Get a browser notification as soon as we publish breaking news.',
} as const;

/** The header's Alerts: opt in to browser notifications for new breaking news (decision 042). */
export function AlertsPage() {
  const { enabled, permission, enable, disable } = useAlertsStore();
  const on = enabled && permission === 'granted';
  let text: string = on ? ALERTS_TEXT.on : ALERTS_TEXT.off;
  if (permission === 'unsupported') text = ALERTS_TEXT.unsupported;
  else if (permission === 'denied') text = ALERTS_TEXT.denied;

  return (
    <Page aria-labelledby="alerts-title">
      <h1 id="alerts-title">Breaking news alerts</h1>
      <p role="status">{text}</p>
      {permission !== 'unsupported' && permission !== 'denied' && (
        <Button type="button" $variant={on ? 'secondary' : 'primary'} onClick={() => (on ? disable() : void enable())}>
          {on ? 'Turn off alerts' : 'Turn on alerts'}
        </Button>
      )}
    </Page>
  );
}
