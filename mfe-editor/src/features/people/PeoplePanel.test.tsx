import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SaveRefusedError } from '../../lib/saveErrors.ts';
import { renderWithRouter } from '../../test/renderWithRouter.tsx';
import { EMPTY_AUTHOR } from './peopleSchema.ts';
import { PeoplePanel } from './PeoplePanel.tsx';
import type { ConsoleAuthor, ConsoleTopic } from './usePeople.ts';

const hooks = vi.hoisted(() => ({
  authors: [] as ConsoleAuthor[],
  topics: [] as ConsoleTopic[],
  saveAuthor: { mutate: vi.fn(), isPending: false },
  saveTopic: { mutate: vi.fn(), isPending: false },
  merge: { mutate: vi.fn(), isPending: false },
  retire: { mutate: vi.fn(), isPending: false },
  link: { mutate: vi.fn(), isPending: false },
}));

vi.mock('./usePeople.ts', () => ({
  useConsoleAuthors: () => ({ data: hooks.authors, error: null, refetch: vi.fn() }),
  useConsoleTopics: () => ({ data: hooks.topics, error: null, refetch: vi.fn() }),
  useSaveAuthor: () => hooks.saveAuthor,
  useSaveTopic: () => hooks.saveTopic,
  useMergeTopics: () => hooks.merge,
  useSetRetired: () => hooks.retire,
  useLinkAccount: () => hooks.link,
}));

const author = (id: string, name: string, fields: Partial<ConsoleAuthor> = {}): ConsoleAuthor => ({
  ...EMPTY_AUTHOR,
  id,
  name,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  retired: false,
  linked: false,
  ...fields,
});

describe('PeoplePanel', () => {
  beforeEach(() => {
    hooks.authors = [author('a1', 'Tendai Moyo', { linked: true }), author('a2', 'Old Hand', { retired: true })];
    hooks.topics = [
      { id: 't1', name: 'Cholera', slug: 'cholera', description: 'The outbreak.' },
      { id: 't2', name: 'Water', slug: 'water', description: '' },
    ];
    for (const hook of [hooks.saveAuthor, hooks.saveTopic, hooks.merge, hooks.retire, hooks.link])
      hook.mutate.mockReset();
  });

  it('lists authors with their state and topics with their address', () => {
    renderWithRouter(<PeoplePanel isAdmin={false} />);
    const authors = within(screen.getByRole('list', { name: 'Authors' }));
    expect(authors.getByText('Linked account')).toBeInTheDocument();
    expect(authors.getByText('Retired')).toBeInTheDocument();
    expect(authors.getByRole('button', { name: 'Restore Old Hand' })).toBeInTheDocument();
    expect(authors.getByRole('button', { name: 'Unlink account Tendai Moyo' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Topics' })).toHaveTextContent('/topic/cholera');
  });

  it('refuses a javascript: link before saving, and shows the database’s refusal in its words', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PeoplePanel isAdmin={false} />);
    await user.click(screen.getByRole('button', { name: 'New author' }));
    const form = within(screen.getByRole('form', { name: 'New author' }));
    await user.type(form.getByLabelText(/^Name/), 'Rudo Dube');
    await user.type(form.getByLabelText('Social links'), 'javascript:alert(1)');
    await user.click(form.getByRole('button', { name: 'Save author' }));
    expect(await form.findByText('Not an http:// or https:// address: javascript:alert(1)')).toBeInTheDocument();
    expect(hooks.saveAuthor.mutate).not.toHaveBeenCalled();

    await user.clear(form.getByLabelText('Social links'));
    hooks.saveAuthor.mutate.mockImplementation((_values, { onError }) =>
      onError(new SaveRefusedError('The slug "rudo-dube" is already used by another author.')),
    );
    await user.click(form.getByRole('button', { name: 'Save author' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The slug "rudo-dube" is already used by another author.');
    expect(hooks.saveAuthor.mutate.mock.calls[0][0]).toMatchObject({ id: null, values: { name: 'Rudo Dube' } });
  });

  it('merges a topic into the one chosen, never into itself', async () => {
    const user = userEvent.setup();
    renderWithRouter(<PeoplePanel isAdmin={false} />);
    await user.click(screen.getByRole('button', { name: 'Merge Cholera' }));
    const form = within(screen.getByRole('form', { name: 'Merge topic: Cholera' }));
    expect(form.queryByRole('option', { name: 'Cholera' })).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Merge topics' }));
    expect(form.getByRole('alert')).toHaveTextContent('Choose the topic to merge into.');
    await user.selectOptions(form.getByLabelText('Merge into'), 'Water');
    await user.click(form.getByRole('button', { name: 'Merge topics' }));
    expect(hooks.merge.mutate.mock.calls[0][0]).toEqual({ source: 't1', target: 't2' });
  });
});
