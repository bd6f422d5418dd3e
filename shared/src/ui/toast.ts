/**
 * Toasts for the whole portal. Remotes import `toast` from @newsroom/shared (a federation
 * singleton), so every remote reaches the one <Toaster> the shell renders.
 */
export { toast } from 'sonner';

/** 3 visible, auto-close after 4000 ms, Alt+T moves focus to them. */
export const TOASTER_OPTIONS = {
  visibleToasts: 3,
  duration: 4000,
  hotkey: ['altKey', 'KeyT'],
} as const;
