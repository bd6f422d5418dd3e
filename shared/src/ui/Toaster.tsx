import { Toaster as SonnerToaster } from 'sonner';
import { TOASTER_OPTIONS } from './toast.ts';

/** The one toast region of the portal, rendered once by the shell. */
export function Toaster() {
  return (
    <SonnerToaster
      visibleToasts={TOASTER_OPTIONS.visibleToasts}
      duration={TOASTER_OPTIONS.duration}
      hotkey={[...TOASTER_OPTIONS.hotkey]}
      position="top-right"
      richColors
      closeButton
    />
  );
}
