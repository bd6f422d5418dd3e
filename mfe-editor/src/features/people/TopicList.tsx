import { Rows } from '../../components/consoleKit.styles.ts';
import { ItemRow } from '../../components/ItemRow.tsx';
import { RowButton } from '../../components/RowButton.tsx';
import type { ConsoleTopic } from './usePeople.ts';

export interface TopicListProps {
  topics: readonly ConsoleTopic[];
  onEdit: (topic: ConsoleTopic) => void;
  onMerge: (topic: ConsoleTopic) => void;
}

/** The topics by name: address and description. */
export function TopicList({ topics, onEdit, onMerge }: TopicListProps) {
  if (topics.length === 0) return <p>No topics yet.</p>;
  return (
    <Rows aria-label="Topics">
      {topics.map((topic) => (
        <ItemRow
          key={topic.id}
          heading="h4"
          data-topic-id={topic.id}
          title={topic.name}
          meta={<span>/topic/{topic.slug}</span>}
          details={topic.description ? <p>{topic.description}</p> : undefined}
          actions={
            <>
              <RowButton action="Edit" item={topic.name} onClick={() => onEdit(topic)} />
              {topics.length > 1 && <RowButton action="Merge" item={topic.name} onClick={() => onMerge(topic)} />}
            </>
          }
        />
      ))}
    </Rows>
  );
}
