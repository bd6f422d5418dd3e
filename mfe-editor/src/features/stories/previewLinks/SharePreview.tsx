import { Button } from '@newsroom/shared';
import { format } from 'date-fns';
import { useState } from 'react';
import { SelectField } from '../../../components/SelectField.tsx';
import { Section } from '../RevisionList.styles.ts';
import { CreatedLink } from './CreatedLink.tsx';
import { DEFAULT_PREVIEW_HOURS, PREVIEW_EXPIRIES, usePreviewLinks } from './usePreviewLinks.ts';

const EXPIRY_OPTIONS = PREVIEW_EXPIRIES.map(({ hours, label }) => ({ value: String(hours), label }));

/**
 * "Share preview" for a saved, unpublished story: a link for someone without an account that
 * expires after the chosen time and can be revoked (decision 176).
 */
export function SharePreview({ storyId }: { storyId: string }) {
  const [hours, setHours] = useState(String(DEFAULT_PREVIEW_HOURS));
  const { links, create, revoke } = usePreviewLinks(storyId);
  return (
    <Section aria-labelledby="share-preview-title">
      <h3 id="share-preview-title">Share preview</h3>
      <p>A link that shows this story as last saved to someone without an account.</p>
      <SelectField
        label="Link expires after"
        options={EXPIRY_OPTIONS}
        value={hours}
        onChange={(event) => setHours(event.target.value)}
      />
      <Button $size="sm" $variant="secondary" disabled={create.isPending} onClick={() => create.mutate(Number(hours))}>
        {create.isPending ? 'Creating…' : 'Create preview link'}
      </Button>
      {create.error && <p role="alert">{create.error.message}</p>}
      {create.data && <CreatedLink link={create.data} />}
      {links.isError && <p>{links.error.message}</p>}
      {links.data && links.data.length > 0 && (
        <ol aria-label="Active preview links">
          {links.data.map((link) => (
            <li key={link.id}>
              <span>
                Expires <time dateTime={link.expiresAt}>{format(new Date(link.expiresAt), 'd MMM yyyy, HH:mm')}</time>
              </span>{' '}
              <Button
                $size="sm"
                $variant="danger"
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(link.id)}
                aria-label={`Revoke the link that expires ${format(new Date(link.expiresAt), 'd MMM yyyy, HH:mm')}`}
              >
                Revoke
              </Button>
            </li>
          ))}
        </ol>
      )}
      {revoke.error && <p role="alert">{revoke.error.message}</p>}
    </Section>
  );
}
