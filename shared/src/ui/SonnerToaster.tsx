import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { deliverToasts, TOASTER_OPTIONS } from './toast.ts';

/**
 * The sonner region, in its own chunk (loaded by <Toaster> with the first toast). Its effect runs
 * after sonner's Toaster has subscribed (a child's effects run first), so the waiting toasts reach
 * a region that is already in the page.
 */
export function SonnerToaster() {
  useEffect(() => deliverToasts(toast), []);
  return (
    <Toaster
      visibleToasts={TOASTER_OPTIONS.visibleToasts}
      duration={TOASTER_OPTIONS.duration}
      hotkey={[...TOASTER_OPTIONS.hotkey]}
      position="top-right"
      richColors
      closeButton
    />
  );
}
