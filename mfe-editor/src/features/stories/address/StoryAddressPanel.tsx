import { Button } from '@newsroom/shared';
import { useState, type KeyboardEvent } from 'react';
import { Field } from '../../../components/Field.tsx';
import { TextInput } from '../../../components/fields.styles.ts';
import { Section } from '../RevisionList.styles.ts';
import { storyAddressUrl, useStoryAddress } from './useStoryAddress.ts';

const HINT =
  'Lower-case letters, digits and hyphens. Made from the headline; earlier addresses keep working and lead here.';

/** The list stops at the newest 50 earlier addresses (story_addresses): the rest are counted. */
const olderAddresses = (count: number) =>
  `And ${count} older ${count === 1 ? 'address' : 'addresses'}, which lead here too.`;

/**
 * "Address" of a saved story (decision 206): its /story/{slug} page, changed by editors before or
 * after publication; the earlier addresses it redirects from. Inside the story form, so no form of
 * its own: Enter changes the address rather than saving the story.
 */
export function StoryAddressPanel({ storyId, mayChange }: { storyId: string; mayChange: boolean }) {
  const { addresses, change } = useStoryAddress(storyId);
  const [typed, setTyped] = useState<string | null>(null);
  const current = addresses.data?.current ?? null;
  const value = typed ?? current ?? '';
  const submit = () => {
    if (!value.trim() || value === current) return;
    change.mutate(value.trim(), { onSuccess: () => setTyped(null) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };
  return (
    <Section aria-labelledby="story-address-title">
      <h3 id="story-address-title">Address</h3>
      {addresses.isError && <p>{addresses.error.message}</p>}
      {current && (
        <p>
          Readers find it at <a href={storyAddressUrl(current)}>{storyAddressUrl(current)}</a>
        </p>
      )}
      {mayChange && (
        <>
          <Field label="Slug" hint={HINT} error={change.error?.message}>
            {(control) => (
              <TextInput
                {...control}
                value={value}
                spellCheck={false}
                autoCapitalize="none"
                onChange={(event) => setTyped(event.target.value)}
                onKeyDown={onKeyDown}
              />
            )}
          </Field>
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            disabled={change.isPending || !value.trim() || value === current}
            onClick={submit}
          >
            {change.isPending ? 'Changing…' : 'Change address'}
          </Button>
        </>
      )}
      {change.isSuccess && <p role="status">The address is now /story/{change.data}.</p>}
      {addresses.data && addresses.data.earlier.length > 0 && (
        <>
          <p id="earlier-addresses">Earlier addresses, which lead here:</p>
          <ul aria-labelledby="earlier-addresses">
            {addresses.data.earlier.map((slug) => (
              <li key={slug}>/story/{slug}</li>
            ))}
          </ul>
          {addresses.data.older > 0 && <p>{olderAddresses(addresses.data.older)}</p>}
        </>
      )}
    </Section>
  );
}
