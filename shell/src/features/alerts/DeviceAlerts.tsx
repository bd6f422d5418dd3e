import { Button } from '@newsroom/shared';
import { PUSH_TOPICS, type PushTopic } from '@newsroom/shared/push-topics';
import { Actions, Section, Topics } from './DeviceAlerts.styles.ts';
import { useDeviceAlerts, type DeviceAlertsStatus } from './useDeviceAlerts.ts';

export const DEVICE_ALERTS_TEXT = {
  off: 'Get breaking news on this device, even when the site is closed. Choose what you want to hear about.',
  on: 'Alerts are on for this device. Change your topics and save, or stop them.',
  offUnconfirmed:
    'Alerts are off for this device. We could not reach the newsroom to confirm it, but no more alerts will arrive here.',
  busy: 'One moment…',
  failed: 'We could not change alerts on this device. Please try again.',
  denied: 'Notifications are blocked for this site. Allow them in your browser settings to get alerts on this device.',
  unsupported: 'This browser cannot receive alerts while the site is closed.',
  'ios-not-installed':
    'On iPhone and iPad, add this site to your Home Screen (Share, then Add to Home Screen) and open it from there to get alerts.',
  'not-configured': 'Alerts on this device are not available at the moment.',
  noTopic: 'Choose at least one topic.',
} as const satisfies Record<DeviceAlertsStatus | 'noTopic', string>;

const CAN_CHOOSE: readonly DeviceAlertsStatus[] = ['off', 'offUnconfirmed', 'on', 'busy', 'failed'];

interface DeviceAlertsProps {
  hydrated: boolean;
}

/** "Alerts on this device": topics and a button the reader presses; never a prompt on page load. */
export function DeviceAlerts({ hydrated }: DeviceAlertsProps) {
  const { status, topics, setTopics, turnOn, turnOff } = useDeviceAlerts(hydrated);
  const canChoose = CAN_CHOOSE.includes(status);
  const busy = !hydrated || status === 'busy';
  const toggle = (topic: PushTopic, checked: boolean) =>
    setTopics(checked ? [...topics, topic] : topics.filter((chosen) => chosen !== topic));
  const message = topics.length === 0 && canChoose ? DEVICE_ALERTS_TEXT.noTopic : DEVICE_ALERTS_TEXT[status];

  return (
    <Section aria-labelledby="device-alerts-title">
      <h2 id="device-alerts-title">Alerts on this device</h2>
      <p role="status">{message}</p>
      {canChoose && (
        <>
          <Topics>
            <legend>Topics</legend>
            {PUSH_TOPICS.map(({ id, label }) => (
              <label key={id}>
                <input
                  type="checkbox"
                  checked={topics.includes(id)}
                  disabled={busy}
                  onChange={(event) => toggle(id, event.currentTarget.checked)}
                />
                {label}
              </label>
            ))}
          </Topics>
          <Actions>
            <Button type="button" disabled={busy || topics.length === 0} onClick={() => void turnOn()}>
              {status === 'on' ? 'Save topics' : 'Get alerts on this device'}
            </Button>
            {status === 'on' && (
              <Button type="button" $variant="secondary" disabled={busy} onClick={() => void turnOff()}>
                Stop alerts
              </Button>
            )}
          </Actions>
        </>
      )}
    </Section>
  );
}
