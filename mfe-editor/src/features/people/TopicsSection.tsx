import { Button, LoadFailure } from '@newsroom/shared';
import { useState } from 'react';
import { Muted, PanelHeader } from '../../components/consoleKit.styles.ts';
import { MergeTopicForm } from './MergeTopicForm.tsx';
import { TopicForm } from './TopicForm.tsx';
import { TopicList } from './TopicList.tsx';
import { useConsoleTopics, type ConsoleTopic } from './usePeople.ts';

/** What the section's form does: create or edit a topic, or merge one into another. */
type Editing = { mode: 'edit'; topic: ConsoleTopic | null } | { mode: 'merge'; topic: ConsoleTopic } | null;

/** Topics: the list, and one form at a time to create, rename, describe or merge. */
export function TopicsSection() {
  const topics = useConsoleTopics();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <section aria-labelledby="topics-title">
      <PanelHeader>
        <h3 id="topics-title">Topics</h3>
        {!editing && <Button onClick={() => setEditing({ mode: 'edit', topic: null })}>New topic</Button>}
      </PanelHeader>
      {editing?.mode === 'edit' && <TopicForm key={editing.topic?.id ?? 'new'} topic={editing.topic} onDone={close} />}
      {editing?.mode === 'merge' && (
        <MergeTopicForm key={editing.topic.id} topic={editing.topic} topics={topics.data ?? []} onDone={close} />
      )}
      {!topics.data && topics.error && (
        <LoadFailure message={topics.error.message} onRetry={() => void topics.refetch()} />
      )}
      {!topics.data && !topics.error && <Muted role="status">Loading topics…</Muted>}
      {topics.data && (
        <TopicList
          topics={topics.data}
          onEdit={(topic) => setEditing({ mode: 'edit', topic })}
          onMerge={(topic) => setEditing({ mode: 'merge', topic })}
        />
      )}
    </section>
  );
}
