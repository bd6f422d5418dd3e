import { useState } from 'react';
import { InlineFormBox } from '../../components/Form.styles.ts';
import { Field } from '../../components/Field.tsx';
import { TextInput } from '../../components/fields.styles.ts';
import { PeopleFormFooter } from './PeopleFormFooter.tsx';
import { useLinkAccount, type ConsoleAuthor } from './usePeople.ts';
import { useRefusal } from './useRefusal.ts';

export interface LinkAccountFormProps {
  author: ConsoleAuthor;
  onDone: () => void;
}

/** Link a profile to a staff member's account by its e-mail address: they may then edit it. */
export function LinkAccountForm({ author, onDone }: LinkAccountFormProps) {
  const [email, setEmail] = useState('');
  const { refusal, setRefusal, refusedBy } = useRefusal();
  const link = useLinkAccount(true);

  const submit = () => {
    setRefusal(null);
    if (!email.trim()) return setRefusal('Enter the staff member’s e-mail address.');
    link.mutate({ id: author.id, email }, { onSuccess: onDone, onError: refusedBy });
  };

  return (
    <InlineFormBox
      noValidate
      aria-labelledby="link-form-title"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id="link-form-title">Link account: {author.name}</h3>
      <Field label="Staff account e-mail" required hint="The address they sign in with.">
        {(control) => (
          <TextInput {...control} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        )}
      </Field>
      <PeopleFormFooter
        refusal={refusal}
        pending={link.isPending}
        label="Link account"
        pendingLabel="Linking…"
        onCancel={onDone}
      />
    </InlineFormBox>
  );
}
