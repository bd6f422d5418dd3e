import type { ReactElement } from 'react';
import type { ExternalToast, toast as SonnerToast } from 'sonner';

/**
 * Toasts for the whole portal. Remotes import `toast` from @newsroom/shared (a federation
 * singleton), so every remote reaches the one <Toaster> the shell renders.
 *
 * sonner (≈ 9 KB gzip) is not needed for a page's first paint, so it loads with the first toast:
 * until the Toaster has loaded and mounted, calls wait here in order and are then handed to
 * sonner (none is lost; `toast.dismiss(id)` works with the id returned at once). The region
 * mounts before its first toast arrives, so screen readers announce that toast.
 */
type SonnerToastFn = typeof SonnerToast;
type Message = Parameters<SonnerToastFn['success']>[0];
type ToastId = string | number;
type CreateToast = (message: Message, data?: ExternalToast) => ToastId;

export interface PortalToast {
  (message: Message, data?: ExternalToast): ToastId;
  success: CreateToast;
  info: CreateToast;
  warning: CreateToast;
  error: CreateToast;
  message: CreateToast;
  loading: CreateToast;
  custom: (jsx: (id: ToastId) => ReactElement, data?: ExternalToast) => ToastId;
  dismiss: (id?: ToastId) => ToastId | undefined;
}

type Delivery = (sonner: SonnerToastFn) => void;

let sonner: SonnerToastFn | null = null;
let toasterRequested = false;
let waitingId = 0;
const waiting: Delivery[] = [];
const requestListeners = new Set<() => void>();

function requestToaster(): void {
  if (toasterRequested) return;
  toasterRequested = true;
  requestListeners.forEach((listener) => listener());
}

/** A created toast: to sonner now if it is ready, else queued with an id the caller gets now. */
function create(show: (sonner: SonnerToastFn, data?: ExternalToast) => ToastId, data?: ExternalToast): ToastId {
  if (sonner) return show(sonner, data);
  waitingId += 1;
  const id = data?.id ?? `toast-${waitingId}`;
  // Nobody sees a toast on the server: keep nothing there.
  if (typeof document === 'undefined') return id;
  waiting.push((ready) => show(ready, { ...data, id }));
  requestToaster();
  return id;
}

function creator(kind: 'success' | 'info' | 'warning' | 'error' | 'message' | 'loading'): CreateToast {
  return (message, data) => create((ready, options) => ready[kind](message, options), data);
}

export const toast: PortalToast = Object.assign(
  (message: Message, data?: ExternalToast) => create((ready, options) => ready(message, options), data),
  {
    success: creator('success'),
    info: creator('info'),
    warning: creator('warning'),
    error: creator('error'),
    message: creator('message'),
    loading: creator('loading'),
    custom: (jsx: (id: ToastId) => ReactElement, data?: ExternalToast) =>
      create((ready, options) => ready.custom(jsx, options), data),
    dismiss: (id?: ToastId) => {
      if (sonner) return sonner.dismiss(id);
      if (waiting.length > 0) waiting.push((ready) => ready.dismiss(id));
      return id;
    },
  },
);

/** For the Toaster: whether a toast has asked for it (it loads sonner only then). */
export function isToasterRequested(): boolean {
  return toasterRequested;
}

export function subscribeToasterRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** Called by the loaded Toaster once its region is mounted: deliver the waiting toasts in order. */
export function deliverToasts(ready: SonnerToastFn): void {
  sonner = ready;
  waiting.splice(0).forEach((deliver) => deliver(ready));
}

/** 3 visible, auto-close after 4000 ms, Alt+T moves focus to them. */
export const TOASTER_OPTIONS = {
  visibleToasts: 3,
  duration: 4000,
  hotkey: ['altKey', 'KeyT'],
} as const;
