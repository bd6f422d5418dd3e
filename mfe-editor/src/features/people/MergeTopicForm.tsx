import { Button } from '@newsroom/shared';
import { useState } from 'react';
import { Actions, FormError, InlineFormBox } from '../../components/Form.styles.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { SaveRefusedError } from '../../lib/saveErrors.ts';
import { useMergeTopics, type ConsoleTopic } from './usePeople.ts';

export interface MergeTopicFormProps {
  /** The topic that goes away. */
  topic: ConsoleTopic;
  topics: readonly ConsoleTopic[];
  onDone: () => void;
}

/** Merge a topic into another: its stories move there and its address redirects there. */
export function MergeTopicForm({ topic, topics, onDone }: MergeTopicFormProps) {
  const [target, setTarget] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const merge = useMergeTopics();
  const options = topics
    .filter((other) => other.id !== topic.id)
    .map((other) => ({ value: other.id, label: other.name }));

  const submit = () => {
    setRefusal(null);
    if (!target) return setRefusal('Choose the topic to merge into.');
    merge.mutate(
      { source: topic.id, target },
      {
        onSuccess: onDone,
        onError: (error) => setRefusal(error instanceof SaveRefusedError ? error.message : null),
      },
    );
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
      {refusal && <FormError role="alert">{refusal}</FormError>}
      <Actions>
        <Button type="submit" $variant="danger" disabled={merge.isPending}>
          {merge.isPending ? 'Merging…' : 'Merge topics'}
        </Button>
        <Button type="button" $variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </Actions>
    </InlineFormBox>
  );
}
