import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Columns, InlineFormBox } from '../../components/Form.styles.ts';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextInputField } from '../../components/TextInputField.tsx';
import { EMPTY_TOPIC, topicSchema, type TopicValues } from './peopleSchema.ts';
import { PeopleFormFooter } from './PeopleFormFooter.tsx';
import { useSaveTopic, type ConsoleTopic } from './usePeople.ts';
import { useRefusal } from './useRefusal.ts';

export interface TopicFormProps {
  /** The topic edited, or null for a new one. */
  topic: ConsoleTopic | null;
  onDone: () => void;
}

/**
 * Create, rename or describe a topic. A rename with the slug emptied moves the address to the new
 * name's; the old address then redirects (the database keeps it).
 */
export function TopicForm({ topic, onDone }: TopicFormProps) {
  const { register, handleSubmit, formState } = useForm<TopicValues>({
    defaultValues: topic ?? EMPTY_TOPIC,
    resolver: zodResolver(topicSchema),
    mode: 'onTouched',
  });
  const save = useSaveTopic();
  const { refusal, setRefusal, refusedBy } = useRefusal();
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    setRefusal(null);
    save.mutate({ id: topic?.id ?? null, values }, { onSuccess: onDone, onError: refusedBy });
  });

  return (
    <InlineFormBox noValidate aria-labelledby="topic-form-title" onSubmit={(event) => void submit(event)}>
      <h3 id="topic-form-title">{topic ? `Edit topic: ${topic.name}` : 'New topic'}</h3>
      <Columns>
        <TextInputField label="Topic name" required registration={register('name')} error={errors.name?.message} />
        <TextInputField
          label="Topic slug"
          hint="The address /topic/{slug}; made from the name when left empty. The old address keeps working."
          registration={register('slug')}
          error={errors.slug?.message}
        />
      </Columns>
      <TextAreaField
        label="Description"
        compact
        rows={3}
        hint="A short intro shown on the topic page, at most 500 characters."
        registration={register('description')}
        error={errors.description?.message}
      />
      <PeopleFormFooter
        refusal={refusal}
        pending={save.isPending}
        label="Save topic"
        pendingLabel="Saving…"
        onCancel={onDone}
      />
    </InlineFormBox>
  );
}
