import {
  failed,
  getSupabase,
  rateLimitedMessage,
  succeeded,
  type ActionResult,
  type PortalClient,
} from '@newsroom/shared';

/** The story tip form's fields (docs/product/data.md#story-tips; decision 170). */
export interface StoryTip {
  title: string;
  /** What happened. */
  summary: string;
  location: string;
  happenedWhen: string;
  author: string;
  contact: string;
  category: string;
  imageUrl: string;
}

export const EMPTY_TIP: StoryTip = {
  title: '',
  summary: '',
  location: '',
  happenedWhen: '',
  author: '',
  contact: '',
  category: '',
  imageUrl: '',
};

/** The database's limits (migration 20261130220000 and the content schema). */
export const TIP_LIMITS = {
  title: 300,
  location: 200,
  happenedWhen: 120,
  author: 120,
  contact: 300,
  imageUrl: 2048,
} as const;

/** Who a tip is from when the tipster gives no name. */
export const ANONYMOUS_TIPSTER = 'Anonymous tipster';

export const TIP_MESSAGES = {
  required: 'Please fill in all required fields.',
  photoAddress: 'Enter a photo address that starts with https://, or leave it empty.',
  thanks: 'Thank you for submitting your story! Our editorial team will review it shortly.',
  failed: 'There was an error submitting your story. Please try again later.',
} as const;

/** A web address the database accepts for a tip's photo; the form asks for https only. */
const PHOTO_ADDRESS = /^https:\/\/[^/\s?#]+\S*$/i;

/** Title, what happened and category are required; a photo address must be https. */
export function validateTip(tip: StoryTip): string | null {
  const required = [tip.title, tip.summary, tip.category];
  if (!required.every((value) => value.trim())) return TIP_MESSAGES.required;
  const photo = tip.imageUrl.trim();
  if (photo && !PHOTO_ADDRESS.test(photo)) return TIP_MESSAGES.photoAddress;
  return null;
}

const optional = (value: string) => value.trim() || null;

/** Stores the tip in story_tips (anyone may insert; only editors read them, contact included). */
export async function submitStoryTip(tip: StoryTip, client: PortalClient = getSupabase()): Promise<ActionResult> {
  try {
    const { error } = await client.from('story_tips').insert({
      title: tip.title.trim(),
      summary: tip.summary.trim(),
      location: optional(tip.location),
      happened_when: optional(tip.happenedWhen),
      author: tip.author.trim() || ANONYMOUS_TIPSTER,
      contact: optional(tip.contact),
      category: tip.category,
      image_url: optional(tip.imageUrl),
    });
    if (!error) return succeeded(TIP_MESSAGES.thanks);
    const limited = rateLimitedMessage(error);
    if (limited) return failed(limited);
    console.error('Story tip insert failed', error);
    return failed(TIP_MESSAGES.failed);
  } catch (error) {
    console.error('Story tip insert failed', error);
    return failed(TIP_MESSAGES.failed);
  }
}
