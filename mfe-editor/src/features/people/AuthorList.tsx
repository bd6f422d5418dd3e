import { Badge, Rows } from '../../components/consoleKit.styles.ts';
import { ItemRow } from '../../components/ItemRow.tsx';
import { RowButton } from '../../components/RowButton.tsx';
import { useLinkAccount, useSetRetired, type ConsoleAuthor } from './usePeople.ts';

export interface AuthorListProps {
  authors: readonly ConsoleAuthor[];
  onEdit: (author: ConsoleAuthor) => void;
  onLink: (author: ConsoleAuthor) => void;
}

function RetireButton({ author }: { author: ConsoleAuthor }) {
  const retiring = !author.retired;
  const setRetired = useSetRetired(retiring);
  return (
    <RowButton
      action={retiring ? 'Retire' : 'Restore'}
      item={author.name}
      disabled={setRetired.isPending}
      onClick={() => setRetired.mutate({ id: author.id, retired: retiring })}
    />
  );
}

function UnlinkButton({ author }: { author: ConsoleAuthor }) {
  const unlink = useLinkAccount(false);
  return (
    <RowButton
      action="Unlink account"
      item={author.name}
      disabled={unlink.isPending}
      onClick={() => unlink.mutate({ id: author.id, email: '' })}
    />
  );
}

/** The authors by name: address, job title, whether retired or linked to an account. */
export function AuthorList({ authors, onEdit, onLink }: AuthorListProps) {
  if (authors.length === 0) return <p>No authors yet.</p>;
  return (
    <Rows aria-label="Authors">
      {authors.map((author) => (
        <ItemRow
          key={author.id}
          heading="h4"
          data-author-id={author.id}
          title={author.name}
          meta={
            <>
              {author.retired && <Badge $kind="draft">Retired</Badge>}
              {author.linked && <Badge $kind="published">Linked account</Badge>}
              <span>/author/{author.slug}</span>
              {author.roleTitle && <span> · {author.roleTitle}</span>}
            </>
          }
          actions={
            <>
              <RowButton action="Edit" item={author.name} onClick={() => onEdit(author)} />
              {author.linked ? (
                <UnlinkButton author={author} />
              ) : (
                <RowButton action="Link account" item={author.name} onClick={() => onLink(author)} />
              )}
              <RetireButton author={author} />
            </>
          }
        />
      ))}
    </Rows>
  );
}
