import { Button, LoadFailure } from '@newsroom/shared';
import { useState } from 'react';
import { EmptyText, PanelActions } from '../../components/Panel.styles.ts';
import { TitledPanel } from '../../components/TitledPanel.tsx';
import type { InboxView } from './contactMessage.ts';
import { MessageItem } from './MessageItem.tsx';
import { MessageList, ViewSwitch } from './MessagesTab.styles.ts';
import { MESSAGES_LOAD_ERROR, useContactMessages, useUnreadMessageCount } from './useContactMessages.ts';

const VIEWS: readonly { value: InboxView; label: string }[] = [
  { value: 'inbox', label: 'Inbox' },
  { value: 'archived', label: 'Archived' },
];

/** The contact inbox: messages from /contact newest first, with the archive one click away. */
export function MessagesTab() {
  const [view, setView] = useState<InboxView>('inbox');
  const messages = useContactMessages(view);
  const unread = useUnreadMessageCount();
  const list = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  return (
    <TitledPanel
      headingId="admin-messages-heading"
      title="Messages"
      intro={
        <>
          What readers wrote through the contact form, newest first.{' '}
          {unread.data !== undefined && `${unread.data} unread in the inbox.`}
        </>
      }
    >
      <ViewSwitch role="group" aria-label="Show">
        {VIEWS.map(({ value, label }) => (
          <Button
            key={value}
            $variant={view === value ? 'primary' : 'secondary'}
            $size="sm"
            aria-pressed={view === value}
            onClick={() => setView(value)}
          >
            {label}
          </Button>
        ))}
      </ViewSwitch>
      {messages.isPending && <EmptyText>Loading messages…</EmptyText>}
      {messages.isError && <LoadFailure message={MESSAGES_LOAD_ERROR} onRetry={() => void messages.refetch()} />}
      {messages.isSuccess && list.length === 0 && (
        <EmptyText>{view === 'inbox' ? 'No messages in the inbox.' : 'No archived messages.'}</EmptyText>
      )}
      {list.length > 0 && (
        <MessageList>
          {list.map((message) => (
            <li key={message.id}>
              <MessageItem message={message} />
            </li>
          ))}
        </MessageList>
      )}
      {messages.hasNextPage && (
        <PanelActions>
          <Button
            $variant="secondary"
            disabled={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            Show older messages
          </Button>
        </PanelActions>
      )}
    </TitledPanel>
  );
}
