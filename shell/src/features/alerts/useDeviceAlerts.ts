import type { PushTopic } from '@newsroom/shared/push-topics';
import { useEffect, useState } from 'react';
import {
  currentDeviceTopics,
  pushSupport,
  subscribeDevice,
  unsubscribeDevice,
  type PushSupport,
} from './devicePush.ts';

export type DeviceAlertsStatus =
  Exclude<PushSupport, 'supported'> | 'denied' | 'off' | 'offUnconfirmed' | 'on' | 'busy' | 'failed';

export interface DeviceAlerts {
  status: DeviceAlertsStatus;
  /** The topics shown checked: the subscription's once on, the reader's choice before. */
  topics: PushTopic[];
  setTopics(topics: PushTopic[]): void;
  /** Asks for permission (this press is the only time the browser's prompt appears) and subscribes. */
  turnOn(): Promise<void>;
  turnOff(): Promise<void>;
}

function permission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'default';
}

/** Alerts on this device by Web Push (decision 194): the browser's state, read after hydration. */
export function useDeviceAlerts(hydrated: boolean): DeviceAlerts {
  const [status, setStatus] = useState<DeviceAlertsStatus>('off');
  const [topics, setTopics] = useState<PushTopic[]>(['breaking']);

  useEffect(() => {
    if (!hydrated) return;
    const support = pushSupport();
    if (support !== 'supported') return setStatus(support);
    if (permission() === 'denied') return setStatus('denied');
    if (permission() !== 'granted') return;
    let live = true;
    currentDeviceTopics().then(
      (current) => {
        if (!live || !current) return;
        setTopics(current);
        setStatus('on');
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [hydrated]);

  async function turnOn() {
    setStatus('busy');
    const answer = permission() === 'granted' ? 'granted' : await Notification.requestPermission();
    if (answer !== 'granted') return setStatus(answer === 'denied' ? 'denied' : 'off');
    try {
      await subscribeDevice(topics);
      setStatus('on');
    } catch {
      setStatus('failed');
    }
  }

  async function turnOff() {
    setStatus('busy');
    try {
      setStatus((await unsubscribeDevice()) === 'removed' ? 'off' : 'offUnconfirmed');
    } catch {
      setStatus('failed');
    }
  }

  return { status, topics, setTopics, turnOn, turnOff };
}
