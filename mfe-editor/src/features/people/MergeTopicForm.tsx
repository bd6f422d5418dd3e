import { useState } from 'react';
import { InlineFormBox } from '../../components/Form.styles.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { PeopleFormFooter } from './PeopleFormFooter.tsx';
import { useMergeTopics, type ConsoleTopic } from './usePeople.ts';
import { useRefusal } from './useRefusal.ts';

export interface MergeTopicFormProps {
  /** The topic that goes away. */
  topic: ConsoleTopic;
  topics: readonly ConsoleTopic[];
  onDone: () => void;
}

/** Merge a topic into another: its stories move there and its address redirects there. */
export function MergeTopicForm({ topic, topics, onDone }: MergeTopicFormProps) {
  const [target, setTarget] = useState('');
  const { refusal, setRefusal, refusedBy } = useRefusal();
  const merge = useMergeTopics();
  const options = topics
    .filter((other) => other.id !== topic.id)
    .map((other) => ({ value: other.id, label: other.name }));

  const submit = () => {
    setRefusal(null);
    if (!target) return setRefusal('Choose the topic to merge into.');
    merge.mutate({ source: topic.id, target }, { onSuccess: onDone, onError: refusedBy });
  };

  return (
    <InlineFormBox
      noValidate
      aria-labelledby="merge-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id="merge-form-title">Merge topic: {topic.name}</h3>
      <p>
        Its stories move to the topic you choose, and /topic/{topic.slug} will lead there. “{topic.name}” is then
        deleted.
      </p>
      <SelectField
        label="Merge into"
        placeholder="Choose a topic"
        options={options}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
      />
      <PeopleFormFooter
        refusal={refusal}
        pending={merge.isPending}
        danger
        label="Merge topics"
        pendingLabel="Merging…"
        onCancel={onDone}
      />
    </InlineFormBox>
  );
}
