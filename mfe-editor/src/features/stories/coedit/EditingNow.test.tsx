import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@newsroom/shared';
import { EditingNow } from './EditingNow.tsx';
import type { Person } from './presencePeople.ts';

const person = (userId: string, name: string, isSelf = false): Person => ({
  userId,
  name,
  colour: '#0d47a1',
  isSelf,
  carets: [],
  fields: [],
});
const desk = person('desk', 'Desk Editor', true);
const admin = person('admin', 'Site Admin');

const renderList = (people: Person[]) =>
  render(
    <ThemeProvider theme={theme}>
      <EditingNow people={people} />
    </ThemeProvider>,
  );

describe('EditingNow', () => {
  it('lists who is editing as text, oneself marked', () => {
    renderList([desk, admin]);
    expect(screen.getByText(/^Editing now:/).textContent).toBe('Editing now: Desk Editor (you), Site Admin');
  });

  it('says which field each of the others is in', () => {
    renderList([
      { ...desk, fields: ['body'] },
      { ...admin, fields: ['title'] },
    ]);
    expect(screen.getByText(/^Editing now:/).textContent).toBe('Editing now: Desk Editor (you), Site Admin (in Title)');
  });

  it('announces politely who joins and who leaves', () => {
    const view = renderList([desk]);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('');
    view.rerender(
      <ThemeProvider theme={theme}>
        <EditingNow people={[desk, admin]} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Site Admin joined');
    view.rerender(
      <ThemeProvider theme={theme}>
        <EditingNow people={[desk]} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Site Admin left');
    expect(screen.getByText(/^Editing now:/).textContent).toBe('Editing now: Desk Editor (you)');
  });
});
