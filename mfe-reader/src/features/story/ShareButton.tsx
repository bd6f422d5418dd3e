import { Button, toast } from '@newsroom/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { shareStory, type ShareTarget } from './shareStory.ts';

const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  [role='status'] {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
`;

const MESSAGES = {
  copied: 'Link copied to clipboard',
  failed: 'Could not copy the link',
} as const;

export function ShareButton({ target }: { target: ShareTarget }) {
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
        Share
      </Button>
      <span role="status">{message}</span>
    </Wrapper>
  );
}
