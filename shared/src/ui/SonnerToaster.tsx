import { useEffect, useSyncExternalStore } from 'react';
import { Toaster, toast } from 'sonner';
import { deliverToasts, TOASTER_OPTIONS } from './toast.ts';

/** Below the `sm` breakpoint the header's links sit at the top of the screen. */
const PHONE_SCREEN = '(max-width: 639px)';

function subscribeToScreen(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_SCREEN);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isPhoneScreen = () => window.matchMedia(PHONE_SCREEN).matches;

/**
 * Where toasts appear: top right on wider screens; at the bottom on a phone, where the top right
 * is the header's links and menu button ("Welcome back!" covered them at 412 px).
 */
export function toasterPosition(phone: boolean): 'top-right' | 'bottom-center' {
  return phone ? 'bottom-center' : 'top-right';
}

/**
 * The sonner region, in its own chunk (loaded by <Toaster> with the first toast). Its effect runs
 * after sonner's Toaster has subscribed (a child's effects run first), so the waiting toasts reach
 * a region that is already in the page.
 */
export function SonnerToaster() {
  useEffect(() => deliverToasts(toast), []);
  const phone = useSyncExternalStore(subscribeToScreen, isPhoneScreen, () => false);
  return (
    <Toaster
      visibleToasts={TOASTER_OPTIONS.visibleToasts}
      duration={TOASTER_OPTIONS.duration}
      hotkey={[...TOASTER_OPTIONS.hotkey]}
      position={toasterPosition(phone)}
      richColors
      closeButton
    />
  );
}
