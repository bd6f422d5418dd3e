import { VisuallyHidden } from '@newsroom/shared';
import type { StoryWorkingCopy } from '@newsroom/shared/coedit';
import { useEffect, useRef, useState } from 'react';
import type { DeviceKeeper } from './deviceKeeper.ts';
import { StatusText } from './SaveStatusLine.styles.ts';
import { announcementFor, saveStatus, type SaveStatusKind } from './saveStatus.ts';
import { useSaveStatusInput } from './useSaveStatusInput.ts';

export interface SaveStatusLineProps {
  copy: Pick<StoryWorkingCopy, 'state' | 'onState'>;
  keeper: Pick<DeviceKeeper, 'failing' | 'onChange'>;
}

/**
 * "All changes saved", "Saving…", offline or "Not saved: …" by the story text (decision 197). The
 * line is read as text; a polite live region tells only going offline, a refusal, and being
 * saved again after either.
 */
export function SaveStatusLine({ copy, keeper }: SaveStatusLineProps) {
  const { kind, text } = saveStatus(useSaveStatusInput(copy, keeper));
  const [announcement, setAnnouncement] = useState('');
  const lastTold = useRef<SaveStatusKind>('saved');
  useEffect(() => {
    const said = announcementFor(lastTold.current, { kind, text });
    if (!said) return;
    lastTold.current = kind;
    setAnnouncement(said);
  }, [kind, text]);
  return (
    <>
      <StatusText $kind={kind}>{text}</StatusText>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </>
  );
}
