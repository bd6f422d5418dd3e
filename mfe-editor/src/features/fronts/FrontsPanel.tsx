import { EDITION_LABELS, EDITIONS, LoadFailure, type Edition } from '@newsroom/shared';
import { useState } from 'react';
import type { ConsolePanelProps } from '../../components/consolePanel.ts';
import { PanelHeader } from '../../components/consoleKit.styles.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { FrontEditor } from './FrontEditor.tsx';
import { isAhead, newsroomWhen } from './frontSchedule.ts';
import { NotLiveBadge } from './NotLiveBadge.tsx';
import { useEditingFront } from './useFronts.ts';

const EDITION_OPTIONS = EDITIONS.map((value) => ({ value, label: EDITION_LABELS[value] }));

/** A scheduled version is the newest: a new publish or schedule replaces it (decision 198). */
function versionState(publishedAt: string | null): string {
  if (!publishedAt) return ' (a draft)';
  if (!isAhead(publishedAt)) return '';
  return `, scheduled for ${newsroomWhen(publishedAt)}: publishing or scheduling again replaces that schedule`;
}

const publishedMessage = (version: number, edition: string, at?: string) =>
  at
    ? `Version ${version} of the ${edition} front is scheduled for ${newsroomWhen(at)}.`
    : `Published version ${version} of the ${edition} front.`;

/**
 * The Fronts tab (issue 51 item 3, decision 192): the edition's newest version as a working front,
 * changed here and published as a new version. Editors and admins only (the console gives
 * contributors no such tab; the database refuses anyone else).
 */
export function FrontsPanel(_props: ConsolePanelProps) {
  const [edition, setEdition] = useState<Edition>('uk');
  const [published, setPublished] = useState<string>('');
  const front = useEditingFront(edition);
  const version = front.data?.version;
  return (
    <section aria-labelledby="fronts-title">
      <PanelHeader>
        <h2 id="fronts-title">Fronts</h2>
      </PanelHeader>
      <SelectField
        label="Front of the edition"
        value={edition}
        options={EDITION_OPTIONS}
        onChange={(event) => {
          setEdition(event.target.value as Edition);
          setPublished('');
        }}
      />
      <p role="status">{published}</p>
      {front.isPending && <p role="status">Loading the front…</p>}
      {front.error && <LoadFailure message={front.error.message} onRetry={() => void front.refetch()} />}
      {front.data === null && <p>This edition has no front yet.</p>}
      {front.data && (
        <>
          <p>
            Version {version}
            {versionState(front.data.published_at)}. Stories marked <NotLiveBadge /> appear once they are published.
          </p>
          <FrontEditor
            key={`${edition}:${version}`}
            loaded={front.data}
            onPublished={(next, at) => setPublished(publishedMessage(next, EDITION_LABELS[edition], at))}
            onReload={() => void front.refetch()}
          />
        </>
      )}
    </section>
  );
}
