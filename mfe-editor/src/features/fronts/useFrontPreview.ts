import { getSupabase, mapFront, STORAGE_BUCKET, type Front, type Json } from '@newsroom/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { frontRefusal } from './frontRefusals.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';
import { publishPayload, type WorkingFront } from './workingFront.ts';

/** Typing an override asks the database once the editor pauses, not on every key. */
export const PREVIEW_DEBOUNCE_MS = 400;

const publicImageUrl = (path: string) => getSupabase().storage.from(STORAGE_BUCKET).getPublicUrl(path).data.publicUrl;

/** Said when the database refuses the working front for another reason than a field of it. */
export const PREVIEW_FAILED = 'The preview could not be drawn. Check the front, or try again.';

async function fetchPreview(edition: string, containers: string): Promise<Front | null> {
  const { data, error } = await getSupabase().rpc('front_preview', {
    edition,
    containers: JSON.parse(containers) as Json,
  });
  if (error) {
    // A field the tables refuse is marked by Publish too: say which, in the tab's words.
    const refusal = frontRefusal(error);
    throw new Error(refusal.field ? refusal.message : PREVIEW_FAILED);
  }
  return mapFront(data, publicImageUrl);
}

/**
 * The working front resolved as readers would get it once published (front_preview, decision 209):
 * asked again when the front has not changed for PREVIEW_DEBOUNCE_MS, the last drawing kept meanwhile.
 */
export function useFrontPreview(front: WorkingFront) {
  const payload = useMemo(() => JSON.stringify(publishPayload(front)), [front]);
  const settled = useDebouncedValue(payload, PREVIEW_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['fronts', 'editor', 'preview', front.edition, settled],
    queryFn: () => fetchPreview(front.edition, settled),
    placeholderData: keepPreviousData,
    enabled: front.containers.length > 0,
    retry: false,
  });
}
