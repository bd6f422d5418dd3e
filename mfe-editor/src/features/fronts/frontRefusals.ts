import { SCHEDULE_PASSED, SCHEDULE_TOO_FAR } from './frontSchedule.ts';
import type { OverrideField } from './workingFront.ts';

/** Where a refusal belongs: a card's override field, a container's fields, or the whole front. */
export interface FrontRefusal {
  message: string;
  container: number | null;
  card: number | null;
  field: OverrideField | 'container' | null;
  /** Someone else published a newer version (PT409): the editor may load it instead of theirs. */
  conflict?: boolean;
}

/** publish_front's refusal of a front without containers (22023), also why Publish is disabled. */
export const EMPTY_FRONT = 'A front needs at least one container.';

const PLAIN_TEXT = 'Plain text only: no HTML tags, character entities such as &lt; or control characters.';

/** The tables' constraints (supabase/migrations/20261202120000_fronts.sql) in words, with their field. */
const CONSTRAINTS: Record<string, { field: FrontRefusal['field']; message: string }> = {
  front_cards_headline_length: { field: 'headline', message: 'A headline has 1 to 300 characters.' },
  front_cards_headline_plain_text: { field: 'headline', message: PLAIN_TEXT },
  front_cards_trail_length: { field: 'trail', message: 'A trail text has 1 to 400 characters.' },
  front_cards_trail_plain_text: { field: 'trail', message: PLAIN_TEXT },
  front_cards_image_url_source: {
    field: 'image_url',
    message: 'An image is a blog-images/… path or an https:// address, without spaces or quotes.',
  },
  front_cards_image_alt_with_image: {
    field: 'image_alt',
    message: 'An image needs its own alt text, and alt text needs an image.',
  },
  front_cards_image_alt_length: { field: 'image_alt', message: 'Alt text has 1 to 300 characters.' },
  front_cards_image_alt_plain_text: { field: 'image_alt', message: PLAIN_TEXT },
  front_cards_story_once: { field: null, message: 'A story appears only once in a container.' },
  front_cards_position_range: { field: 'container', message: 'A container holds at most 40 stories.' },
  front_containers_title_length: { field: 'container', message: 'A container title has 1 to 80 characters.' },
  front_containers_title_plain_text: { field: 'container', message: `Container title: ${PLAIN_TEXT}` },
  front_containers_rule_value_of_rule: {
    field: 'container',
    message: 'The category and topic rules need a value (the category’s name or the topic’s slug); others none.',
  },
  front_containers_rule_value_length: { field: 'container', message: 'A rule value has 1 to 120 characters.' },
  front_containers_card_limit_range: { field: 'container', message: 'A card limit is between 1 and 40.' },
  front_containers_position_range: { field: null, message: 'A front holds at most 20 containers.' },
};

interface DatabaseError {
  code?: string;
  message?: string;
  details?: unknown;
}

function place(details: unknown): { container: number | null; card: number | null } {
  try {
    const parsed = JSON.parse(String(details)) as { container?: unknown; card?: unknown };
    const index = (value: unknown) => (typeof value === 'number' ? value : null);
    return { container: index(parsed.container), card: index(parsed.card) };
  } catch {
    return { container: null, card: null };
  }
}

/**
 * publish_front's refusal in words, placed where the editor fixes it: a table rule (23514, 23505,
 * its detail naming the container and card) next to its field; anything else for the whole front.
 */
export function frontRefusal(error: DatabaseError): FrontRefusal {
  const constraint = /constraint "([^"]+)"/.exec(error.message ?? '')?.[1];
  const known = constraint ? CONSTRAINTS[constraint] : undefined;
  if (known) return { ...place(error.details), field: known.field, message: known.message };
  if (error.code === '42501') {
    return { message: 'Only editors and admins may publish fronts.', container: null, card: null, field: null };
  }
  if (error.code === '22023' && [EMPTY_FRONT, SCHEDULE_PASSED, SCHEDULE_TOO_FAR].includes(error.message ?? '')) {
    return { message: error.message!, container: null, card: null, field: null };
  }
  if (error.code === 'PT409' && error.message) {
    return { message: error.message, container: null, card: null, field: null, conflict: true };
  }
  return { message: 'The front could not be published.', container: null, card: null, field: null };
}
