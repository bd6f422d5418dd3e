import { Button, toast } from '@newsroom/shared';
import { useState } from 'react';
import { shareStory, type ShareTarget } from './shareStory.ts';
import { Wrapper } from './ShareButton.styles.ts';

const MESSAGES = {
  copied: 'Link copied to clipboard',
  failed: 'Could not copy the link',
} as const;

/** `label` names the button where a page has several (each live post shares its own link). */
export function ShareButton({ target, label = 'Share' }: { target: ShareTarget; label?: string }) {
  const [message, setMessage] = useState('');
  async function onShare() {
    const outcome = await shareStory(target);
    if (outcome === 'copied') toast.success(MESSAGES.copied);
    if (outcome === 'failed') toast.error(MESSAGES.failed);
    setMessage(outcome === 'copied' || outcome === 'failed' ? MESSAGES[outcome] : '');
  }
  return (
    <Wrapper>
      <Button $variant="secondary" $size="sm" onClick={() => void onShare()}>
        {label}
      </Button>
      <span role="status">{message}</span>
    </Wrapper>
  );
}
