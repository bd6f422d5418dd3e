import { Button, LoadFailure } from '@newsroom/shared';
import { useState } from 'react';
import { Muted, PanelHeader } from '../../components/consoleKit.styles.ts';
import { AuthorForm } from './AuthorForm.tsx';
import { AuthorList } from './AuthorList.tsx';
import { useConsoleAuthors, type ConsoleAuthor } from './usePeople.ts';

/** Which author the form holds: none open, a new one, or one being edited. */
type Editing = { author: ConsoleAuthor | null } | null;

/** Authors: the list, and one form at a time to create or edit a profile. */
export function AuthorsSection() {
  const authors = useConsoleAuthors();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <section aria-labelledby="authors-title">
      <PanelHeader>
        <h3 id="authors-title">Authors</h3>
        {!editing && <Button onClick={() => setEditing({ author: null })}>New author</Button>}
      </PanelHeader>
      {editing && <AuthorForm key={editing.author?.id ?? 'new'} author={editing.author} onDone={close} />}
      {!authors.data && authors.error && (
        <LoadFailure message={authors.error.message} onRetry={() => void authors.refetch()} />
      )}
      {!authors.data && !authors.error && <Muted role="status">Loading authors…</Muted>}
      {authors.data && <AuthorList authors={authors.data} onEdit={(author) => setEditing({ author })} />}
    </section>
  );
}
