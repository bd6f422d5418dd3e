import { render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './useTypedBeforeHydration.ts';

interface Message {
  name: string;
  message: string;
  urgent: boolean;
}

function MessageForm() {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Message>({ name: '', message: '', urgent: false });
  useTypedBeforeHydration(form, setValues);
  return (
    <form ref={form} aria-label="Message">
      <input
        aria-label="Name"
        name="name"
        value={values.name}
        onChange={(e) => setValues({ ...values, name: e.target.value })}
      />
      <textarea
        aria-label="Message"
        name="message"
        value={values.message}
        onChange={(e) => setValues({ ...values, message: e.target.value })}
      />
      <input type="checkbox" aria-label="Urgent" name="urgent" value="on" checked={values.urgent} readOnly />
      <output aria-label="State">{JSON.stringify(values)}</output>
    </form>
  );
}

describe('useTypedBeforeHydration', () => {
  it('keeps what was typed into the server-rendered fields before hydration, text fields only', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<MessageForm />);
    document.body.appendChild(container);
    (container.querySelector('input[name="name"]') as HTMLInputElement).value = 'Ann';
    (container.querySelector('input[name="urgent"]') as HTMLInputElement).checked = true;

    await act(async () => {
      hydrateRoot(container, <MessageForm />);
    });

    expect(JSON.parse(screen.getByLabelText('State').textContent ?? '')).toEqual({
      name: 'Ann',
      message: '',
      urgent: false,
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Ann');
    container.remove();
  });

  it('changes nothing in a form rendered in the browser', () => {
    render(<MessageForm />);

    expect(JSON.parse(screen.getByLabelText('State').textContent ?? '')).toEqual({
      name: '',
      message: '',
      urgent: false,
    });
  });
});
