import { Button, TextField, useTypedBeforeHydration } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { TextAreaField } from '../../components/FormControls.tsx';
import { FormMessage, FormStack } from '../../components/FormControls.styles.ts';
import { sendContactMessage, validateContact, type ContactMessage } from './sendContactMessage.ts';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

type Outcome = { tone: 'error' | 'success'; text: string } | null;

export function ContactForm() {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [outcome, setOutcome] = useState<Outcome>(null);
  useTypedBeforeHydration(form, setValues);
  const send = useMutation({
    mutationFn: (input: ContactMessage) => sendContactMessage(input),
    onSuccess: (result) => {
      setOutcome({ tone: result.ok ? 'success' : 'error', text: result.message });
      if (result.ok) setValues(EMPTY);
    },
  });
  const set = (field: keyof ContactMessage) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const invalid = validateContact(values);
    if (invalid) {
      setOutcome({ tone: 'error', text: invalid });
      return;
    }
    send.mutate(values);
  }

  return (
    <FormStack ref={form} onSubmit={onSubmit} noValidate aria-label="Contact form">
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        value={values.name}
        onChange={set('name')}
        aria-required
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        aria-required
      />
      <TextAreaField
        label="Message"
        name="message"
        rows={6}
        value={values.message}
        onChange={set('message')}
        aria-required
      />
      {outcome && (
        <FormMessage $tone={outcome.tone} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </FormMessage>
      )}
      <div>
        <Button type="submit" $variant="primary" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
    </FormStack>
  );
}
