import { Button, LoadFailure } from '@newsroom/shared';
import { useState } from 'react';
import { Muted, PanelHeader } from '../../components/consoleKit.styles.ts';
import { AuthorForm } from './AuthorForm.tsx';
import { AuthorList } from './AuthorList.tsx';
import { LinkAccountForm } from './LinkAccountForm.tsx';
import { useConsoleAuthors, type ConsoleAuthor } from './usePeople.ts';

/** What the section's form does: create or edit a profile, or link one to an account. */
type Editing = { mode: 'edit'; author: ConsoleAuthor | null } | { mode: 'link'; author: ConsoleAuthor } | null;

/** Authors: the list, and one form at a time to create, edit or link a profile. */
export function AuthorsSection() {
  const authors = useConsoleAuthors();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <section aria-labelledby="authors-title">
      <PanelHeader>
        <h3 id="authors-title">Authors</h3>
        {!editing && <Button onClick={() => setEditing({ mode: 'edit', author: null })}>New author</Button>}
      </PanelHeader>
      {editing?.mode === 'edit' && (
        <AuthorForm key={editing.author?.id ?? 'new'} author={editing.author} onDone={close} />
      )}
      {editing?.mode === 'link' && <LinkAccountForm key={editing.author.id} author={editing.author} onDone={close} />}
      {!authors.data && authors.error && (
        <LoadFailure message={authors.error.message} onRetry={() => void authors.refetch()} />
      )}
      {!authors.data && !authors.error && <Muted role="status">Loading authors…</Muted>}
      {authors.data && (
        <AuthorList
          authors={authors.data}
          onEdit={(author) => setEditing({ mode: 'edit', author })}
          onLink={(author) => setEditing({ mode: 'link', author })}
        />
      )}
    </section>
  );
}
