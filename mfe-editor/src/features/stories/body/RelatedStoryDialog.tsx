import { Button, TextField } from '@newsroom/shared';
import { useDeferredValue, useState } from 'react';
import { ModalDialog } from '../../../components/dialog/ModalDialog.tsx';
import { ModalActions } from '../../../components/dialog/ModalDialog.styles.ts';
import { StorySearchResults } from './StorySearchResults.tsx';

export interface RelatedStoryDialogProps {
  onInsert: (storyId: string) => void;
  onClose: () => void;
}

/** A card for another published story, found by its headline; the page shows its current headline and image. */
export function RelatedStoryDialog({ onInsert, onClose }: RelatedStoryDialogProps) {
  const [search, setSearch] = useState('');
  const searched = useDeferredValue(search);
  return (
    <ModalDialog title="Insert related story" onClose={onClose}>
      <TextField
        label="Find a story on this site"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        description="Type part of a published story's headline."
      />
      <StorySearchResults text={searched} chooseLabel="Insert" onChoose={(story) => onInsert(story.id)} />
      <ModalActions>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </ModalActions>
    </ModalDialog>
  );
}
