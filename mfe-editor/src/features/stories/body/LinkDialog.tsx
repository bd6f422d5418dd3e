import { Button, storyPath, TextField } from '@newsroom/shared';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { ModalDialog } from '../../../components/dialog/ModalDialog.tsx';
import { ModalActions, ModalError } from '../../../components/dialog/ModalDialog.styles.ts';
import { StorySearchResults } from './StorySearchResults.tsx';
import { linkProblem } from './linkRules.ts';

export interface LinkValue {
  href: string;
  sponsored: boolean;
  /** The text to link when nothing is selected (a chosen story's title). */
  text?: string;
}

export interface LinkDialogProps {
  /** The link at the cursor, if any. */
  initial: LinkValue | null;
  onApply: (link: LinkValue) => void;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * Adds or changes a link: an address checked against the schema's rule, or one of the site's
 * published stories found by title (stored as its /story/<slug> path), and whether it is sponsored.
 */
export function LinkDialog({ initial, onApply, onRemove, onClose }: LinkDialogProps) {
  const [href, setHref] = useState(initial?.href ?? '');
  const [sponsored, setSponsored] = useState(initial?.sponsored ?? false);
  const [search, setSearch] = useState('');
  const [chosenTitle, setChosenTitle] = useState<string | undefined>(undefined);
  const [problem, setProblem] = useState<string | null>(null);
  const searched = useDeferredValue(search);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // React passes the event on to the story form around the editor (portals keep the tree).
    event.stopPropagation();
    const found = linkProblem(href);
    setProblem(found);
    if (!found) onApply({ href: href.trim(), sponsored, text: chosenTitle });
  };

  return (
    <ModalDialog title={initial ? 'Edit link' : 'Add link'} onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <TextField
          label="Find a story on this site"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          description="Type part of a published story's headline."
        />
        <StorySearchResults
          text={searched}
          onChoose={(story) => {
            setHref(storyPath(story));
            setChosenTitle(story.title);
            setProblem(null);
          }}
        />
        <TextField
          label="Link address"
          value={href}
          onChange={(event) => setHref(event.target.value)}
          aria-invalid={problem ? true : undefined}
          description={problem ?? 'https://…, mailto:… or a path on this site such as /story/…'}
        />
        {problem && <ModalError role="alert">{problem}</ModalError>}
        <label>
          <input type="checkbox" checked={sponsored} onChange={(event) => setSponsored(event.target.checked)} />{' '}
          Sponsored link (marked rel=&quot;sponsored&quot; for search engines)
        </label>
        <ModalActions>
          {initial && (
            <Button $variant="ghost" onClick={onRemove}>
              Remove link
            </Button>
          )}
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Apply link</Button>
        </ModalActions>
      </form>
    </ModalDialog>
  );
}
