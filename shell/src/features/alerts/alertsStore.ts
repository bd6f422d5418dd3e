import { create } from 'zustand';

const STORAGE_KEY = 'newsroom.breakingAlerts';

export type AlertsPermission = NotificationPermission | 'unsupported';

interface AlertsState {
  /** The reader asked for alerts (remembered in localStorage). */
  enabled: boolean;
  permission: AlertsPermission;
  enable: () => Promise<void>;
  disable: () => void;
}

function currentPermission(): AlertsPermission {
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';
}

function readEnabled(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

function writeEnabled(enabled: boolean): void {
  try {
    if (enabled) localStorage.setItem(STORAGE_KEY, 'on');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: alerts still work for this visit.
  }
}

/** Opt-in browser notifications for new breaking news (Notification API permission + preference). */
export const useAlertsStore = create<AlertsState>((set) => ({
  enabled: readEnabled(),
  permission: currentPermission(),
  async enable() {
    if (currentPermission() === 'unsupported') return set({ permission: 'unsupported' });
    const permission = await Notification.requestPermission();
    writeEnabled(permission === 'granted');
    set({ permission, enabled: permission === 'granted' });
  },
  disable() {
    writeEnabled(false);
    set({ enabled: false });
  },
}));
