import { Button } from '@newsroom/shared';
import {
  askOfflineWorker,
  isSavedForLater,
  offlineReadingSupported,
  SAVED_STORIES_MAX,
  type OfflineAnswer,
} from '@newsroom/shared/offline';
import { useEffect, useState } from 'react';
import { Wrapper } from './ShareButton.styles.ts';

const MESSAGES = {
  saved: 'Saved: you can read this story offline',
  removed: 'Removed from your saved stories',
  full: `You have saved ${SAVED_STORIES_MAX} stories: remove one to save another`,
  failed: 'Could not save this story for offline reading',
  unsupported: 'This browser cannot keep stories for offline reading',
} as const;

/**
 * "Save for later" (decision 186): the offline worker keeps the story until the reader removes it,
 * however many others they open. Rendered on the server too (no shift when the page starts); whether
 * it is saved is read once the page runs.
 */
export function SaveForLaterButton({ path }: { path: string }) {
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    let current = true;
    if (offlineReadingSupported()) void isSavedForLater(path).then((isSaved) => current && setSaved(isSaved));
    return () => {
      current = false;
    };
  }, [path]);

  async function onClick() {
    if (!offlineReadingSupported()) {
      setMessage(MESSAGES.unsupported);
      return;
    }
    setBusy(true);
    const answer: OfflineAnswer = await askOfflineWorker({ type: saved ? 'unsave' : 'save', path });
    setBusy(false);
    if (answer !== 'done') {
      setMessage(MESSAGES[answer]);
      return;
    }
    setMessage(saved ? MESSAGES.removed : MESSAGES.saved);
    setSaved(!saved);
  }

  return (
    <Wrapper>
      <Button $variant="secondary" $size="sm" onClick={() => void onClick()} disabled={busy}>
        {saved ? 'Remove from saved' : 'Save for later'}
      </Button>
      <span role="status">{message}</span>
    </Wrapper>
  );
}
