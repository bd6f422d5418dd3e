import type { FocusEvent } from 'react';
import { fieldOf } from './coeditFields.ts';
import type { PresenceCarets } from './presenceCarets.ts';

/**
 * The form's focus handlers that tell the others which field this console is in: sent when focus
 * moves (throttled with the caret), cleared when it leaves the fields. A move from one field to the
 * next clears and sets within one send, so the others see no gap.
 */
export function fieldFocusHandlers(carets: PresenceCarets | null) {
  return {
    onFocus: (event: FocusEvent) => carets?.setField(fieldOf(event.target)),
    onBlur: () => carets?.setField(null),
  };
}
