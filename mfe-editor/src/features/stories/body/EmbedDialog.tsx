import { Button, TextField } from '@newsroom/shared';
import { EMBED_PROVIDERS } from '@newsroom/shared/document';
import { useState, type FormEvent } from 'react';
import { ModalDialog } from '../../../components/dialog/ModalDialog.tsx';
import { ModalActions, ModalError } from '../../../components/dialog/ModalDialog.styles.ts';
import { parseEmbedUrl, type ParsedEmbed } from './embedUrl.ts';

export interface EmbedDialogProps {
  onInsert: (embed: Extract<ParsedEmbed, { provider: string }>) => void;
  onClose: () => void;
}

const PROVIDERS = Object.values(EMBED_PROVIDERS)
  .map((provider) => provider.label)
  .join(', ');

/** An embed from a pasted share link of a supported provider; readers see its facade until they ask. */
export function EmbedDialog({ onInsert, onClose }: EmbedDialogProps) {
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = parseEmbedUrl(url);
    if ('error' in parsed) {
      setProblem(parsed.error);
      return;
    }
    onInsert(parsed);
  };
  return (
    <ModalDialog title="Embed a post or video" onClose={onClose}>
      <form noValidate onSubmit={submit}>
        <TextField
          label="Address of the post or video"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          aria-invalid={problem ? true : undefined}
          description={`Paste its share link: ${PROVIDERS}.`}
        />
        {problem && <ModalError role="alert">{problem}</ModalError>}
        <ModalActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Embed</Button>
        </ModalActions>
      </form>
    </ModalDialog>
  );
}
