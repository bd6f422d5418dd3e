import { describeWriteError, EDITION_LABELS, EDITIONS, LoadFailure } from '@newsroom/shared';
import { AlertText } from '../../../components/ListRow.styles.ts';
import { TitledPanel } from '../../../components/TitledPanel.tsx';
import { DEFAULT_EDITION_LOAD_ERROR, useDefaultEdition, useSetDefaultEdition } from './useDefaultEdition.ts';

/**
 * The edition `/` shows a reader who has not chosen one and whose country and languages name none
 * (decision 181). Saved on choosing, as the two-factor rules are.
 */
export function DefaultEditionPanel() {
  const current = useDefaultEdition();
  const setEdition = useSetDefaultEdition();
  // The choice shows at once; a refusal puts the saved one back.
  const shown = setEdition.isPending ? setEdition.variables : current.data;
  return (
    <TitledPanel
      headingId="admin-default-edition-heading"
      title="Default Edition"
      intro="The front page readers see at the site's address when they have not picked an edition and neither their country nor their language points to one. Their own choice always wins."
    >
      {current.isError && <LoadFailure message={DEFAULT_EDITION_LOAD_ERROR} onRetry={() => void current.refetch()} />}
      {setEdition.isError && (
        <AlertText role="alert">{describeWriteError(setEdition.error) ?? setEdition.error.message}</AlertText>
      )}
      {current.data && (
        <fieldset disabled={setEdition.isPending}>
          <legend>Default edition</legend>
          {EDITIONS.map((edition) => (
            <label key={edition}>
              <input
                type="radio"
                name="default-edition"
                value={edition}
                checked={shown === edition}
                onChange={() => setEdition.mutate(edition)}
              />{' '}
              {EDITION_LABELS[edition]}
            </label>
          ))}
        </fieldset>
      )}
      <p role="status">
        {setEdition.isSuccess ? `Saved: ${EDITION_LABELS[setEdition.variables]} is the default edition.` : ''}
      </p>
    </TitledPanel>
  );
}
