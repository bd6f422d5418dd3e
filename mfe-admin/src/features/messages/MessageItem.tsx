import { Button, siteName, VisuallyHidden } from '@newsroom/shared';
import { format } from 'date-fns';
import { Badge } from '../../components/Panel.styles.ts';
import type { ContactMessage } from './contactMessage.ts';
import { Actions, Body, Item, Meta, Sender } from './MessageItem.styles.ts';
import { replyLink } from './replyLink.ts';
import { useMessageAction } from './useMessageAction.ts';

export interface MessageItemProps {
  message: ContactMessage;
}

/** One message: who wrote when, the text (shown as text), reply, read/unread and archive. */
export function MessageItem({ message }: MessageItemProps) {
  const markRead = useMessageAction(message.isRead ? 'unread' : 'read');
  const archive = useMessageAction(message.isArchived ? 'restore' : 'archive');
  const busy = markRead.isPending || archive.isPending;
  const from = <VisuallyHidden>: message from {message.name}</VisuallyHidden>;
  return (
    <Item $unread={!message.isRead} aria-label={`Message from ${message.name}`}>
      <Meta>
        <Sender>{message.name}</Sender>
        {!message.isRead && <Badge $tone="live">Unread</Badge>}
        <span>{message.email}</span>
        <time dateTime={message.createdAt}>{format(new Date(message.createdAt), 'd MMM yyyy, HH:mm')}</time>
      </Meta>
      <Body>{message.message}</Body>
      <Actions>
        <a href={replyLink(message.email, siteName())} onClick={() => !message.isRead && markRead.mutate(message.id)}>
          Reply
          {from}
        </a>
        <Button $variant="secondary" $size="sm" disabled={busy} onClick={() => markRead.mutate(message.id)}>
          {message.isRead ? 'Mark as unread' : 'Mark as read'}
          {from}
        </Button>
        <Button $variant="secondary" $size="sm" disabled={busy} onClick={() => archive.mutate(message.id)}>
          {message.isArchived ? 'Move to inbox' : 'Archive'}
          {from}
        </Button>
      </Actions>
    </Item>
  );
}
