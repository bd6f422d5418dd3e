import { VisuallyHidden } from '@newsroom/shared';
import { Count } from './MessagesTabLabel.styles.ts';
import { useUnreadMessageCount } from './useContactMessages.ts';

/** "Messages" with the number of unread inbox messages ("Messages, 2 unread" to screen readers). */
export function MessagesTabLabel() {
  const { data: unread = 0 } = useUnreadMessageCount();
  return (
    <>
      Messages
      {unread > 0 && (
        <>
          <Count aria-hidden="true">{unread}</Count>
          <VisuallyHidden>, {unread} unread</VisuallyHidden>
        </>
      )}
    </>
  );
}
