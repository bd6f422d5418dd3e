import { Button, TextField } from '@newsroom/shared';
import { TextAreaField } from '../../components/FormControls.tsx';
import { FormMessage, FormStack } from '../../components/FormControls.styles.ts';
import { useReaderForm } from '../../lib/useReaderForm.ts';
import { sendContactMessage, validateContact, type ContactMessage } from './sendContactMessage.ts';

const EMPTY: ContactMessage = { name: '', email: '', message: '' };

export function ContactForm() {
  const { form, field, outcome, onSubmit, isPending } = useReaderForm({
    empty: EMPTY,
    validate: validateContact,
    send: sendContactMessage,
  });

  return (
    <FormStack ref={form} onSubmit={onSubmit} noValidate aria-label="Contact form">
      <TextField label="Name" autoComplete="name" {...field('name')} aria-required />
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} aria-required />
      <TextAreaField label="Message" rows={6} {...field('message')} aria-required />
      {outcome && (
        <FormMessage $tone={outcome.tone} role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </FormMessage>
      )}
      <div>
        <Button type="submit" $variant="primary" disabled={isPending}>
          {isPending ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
    </FormStack>
  );
}
