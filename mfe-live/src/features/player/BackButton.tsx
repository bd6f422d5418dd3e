import { Button } from '@newsroom/shared';
import { ArrowLeft } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readEventLinkState } from '../../lib/eventLinks.ts';

/**
 * Back to the hub the event was opened from, through history (so its filter, tab and focused card
 * come back, and Forward still works); straight to /live-events after a direct visit.
 */
export function BackButton() {
  const navigate = useNavigate();
  const from = readEventLinkState(useLocation().state);
  return (
    <Button
      $variant="secondary"
      $size="sm"
      onClick={() => (from ? void navigate(-from.depth) : void navigate('/live-events'))}
    >
      <ArrowLeft aria-hidden="true" focusable="false" size={16} />
      Back
    </Button>
  );
}
