import { useCallback, useState, useSyncExternalStore } from 'react';
import type { LiveEvent } from '@newsroom/shared';
import {
  allowNotifications,
  cancelStartNotification,
  hasStartNotification,
  notificationSupport,
  scheduleStartNotification,
  subscribeToStartNotifications,
  type NotificationSupport,
} from './startNotifications.ts';

export interface StartNotification {
  support: NotificationSupport;
  scheduled: boolean;
  enable: () => Promise<void>;
  cancel: () => void;
}

/** A browser notification at an event's start: permission, scheduling and its current state. */
export function useStartNotification(event: LiveEvent, pageUrl: string): StartNotification {
  const [support, setSupport] = useState<NotificationSupport>(notificationSupport);
  const scheduled = useSyncExternalStore(
    subscribeToStartNotifications,
    () => hasStartNotification(event.id),
    () => false,
  );
  const enable = useCallback(async () => {
    const outcome = await allowNotifications();
    setSupport(outcome);
    if (outcome === 'granted') scheduleStartNotification(event, pageUrl);
  }, [event, pageUrl]);
  const cancel = useCallback(() => cancelStartNotification(event.id), [event.id]);
  return { support, scheduled, enable, cancel };
}
