import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '@newsroom/shared';
import { fieldFocusHandlers } from './fieldFocus.ts';
import { FieldWithPresence } from './FieldWithPresence.tsx';
import type { PresenceCarets } from './presenceCarets.ts';
import type { Person } from './presencePeople.ts';

const person = (userId: string, name: string, fields: Person['fields'], isSelf = false): Person => ({
  userId,
  name,
  colour: '#0d47a1',
  isSelf,
  carets: [],
  fields,
});

/** The line under the field, as read (each name follows its colour dot). */
const peopleLine = (container: HTMLElement) => container.querySelector('p')?.textContent ?? null;

const renderField = (people: Person[]) =>
  render(
    <ThemeProvider theme={theme}>
      <FieldWithPresence field="title" people={people}>
        <label>
          Title <input />
        </label>
      </FieldWithPresence>
    </ThemeProvider>,
  );

describe('FieldWithPresence', () => {
  it('says who else is in the field, not oneself nor those elsewhere, outside its description', () => {
    const { container } = renderField([
      person('me', 'Desk Editor', ['title'], true),
      person('admin', 'Site Admin', ['title']),
      person('night', 'Night Editor', ['body']),
    ]);
    expect(peopleLine(container)).toBe('Site Admin is editing');
    expect(screen.getByRole('textbox', { name: 'Title' })).not.toHaveAttribute('aria-describedby');
  });

  it('names two or more in one line, and nothing when nobody else is there', () => {
    const view = renderField([person('admin', 'Site Admin', ['title']), person('night', 'Night Editor', ['title'])]);
    expect(peopleLine(view.container)).toBe('Site Admin and Night Editor are editing');
    view.rerender(
      <ThemeProvider theme={theme}>
        <FieldWithPresence field="title" people={[]}>
          <input aria-label="Title" />
        </FieldWithPresence>
      </ThemeProvider>,
    );
    expect(peopleLine(view.container)).toBeNull();
  });
});

describe('fieldFocusHandlers', () => {
  it('tells the carets the field focus is in, and none once it leaves', () => {
    const setField = vi.fn();
    const handlers = fieldFocusHandlers({ setField } as unknown as PresenceCarets);
    render(
      <form {...handlers}>
        <FieldWithPresence field="imageCaption" people={[]}>
          <input aria-label="Caption" />
        </FieldWithPresence>
        <button type="button">Preview</button>
      </form>,
      { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider> },
    );
    fireEvent.focus(screen.getByRole('textbox', { name: 'Caption' }));
    expect(setField).toHaveBeenLastCalledWith('imageCaption');
    fireEvent.blur(screen.getByRole('textbox', { name: 'Caption' }));
    expect(setField).toHaveBeenLastCalledWith(null);
    fireEvent.focus(screen.getByRole('button', { name: 'Preview' }));
    expect(setField).toHaveBeenLastCalledWith(null);
  });
});
