import { Button, LoadFailure } from '@newsroom/shared';
import { useState } from 'react';
import { EmptyText, Panel, PanelActions, PanelHeading, PanelIntro } from '../../components/Panel.styles.ts';
import type { InboxView } from './contactMessage.ts';
import { MessageItem } from './MessageItem.tsx';
import { MessageList, ViewSwitch } from './MessagesTab.styles.ts';
import { MESSAGES_LOAD_ERROR, useContactMessages, useUnreadMessageCount } from './useContactMessages.ts';

/** The contact inbox: messages from /contact newest first, with the archive one click away. */
export function MessagesTab() {
  const [view, setView] = useState<InboxView>('inbox');
  const messages = useContactMessages(view);
  const unread = useUnreadMessageCount();
  const list = messages.data?.pages.flatMap((page) => page.messages) ?? [];
  return (
    <Panel aria-labelledby="admin-messages-heading">
      <PanelHeading id="admin-messages-heading">Messages</PanelHeading>
      <PanelIntro>
        What readers wrote through the contact form, newest first.{' '}
        {unread.data !== undefined && `${unread.data} unread in the inbox.`}
      </PanelIntro>
      <ViewSwitch role="group" aria-label="Show">
        <Button
          $variant={view === 'inbox' ? 'primary' : 'secondary'}
          $size="sm"
          aria-pressed={view === 'inbox'}
          onClick={() => setView('inbox')}
        >
          Inbox
        </Button>
        <Button
          $variant={view === 'archived' ? 'primary' : 'secondary'}
          $size="sm"
          aria-pressed={view === 'archived'}
          onClick={() => setView('archived')}
        >
          Archived
        </Button>
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
    </Panel>
  );
}
