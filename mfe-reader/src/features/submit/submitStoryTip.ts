import {
  failed,
  getSupabase,
  rateLimitedMessage,
  succeeded,
  type ActionResult,
  type PortalClient,
} from '@newsroom/shared';

/** The story tip form's fields (docs/product/data.md#story-tips). */
export interface StoryTip {
  title: string;
  summary: string;
  author: string;
  readTime: string;
  category: string;
  imageUrl: string;
  imageAlt: string;
  imageCaption: string;
  imageAuthor: string;
  isFeatured: boolean;
}

export const EMPTY_TIP: StoryTip = {
  title: '',
  summary: '',
  author: '',
  readTime: '',
  category: '',
  imageUrl: '',
  imageAlt: '',
  imageCaption: '',
  imageAuthor: '',
  isFeatured: false,
};

export const TIP_MESSAGES = {
  required: 'Please fill in all required fields.',
  thanks: 'Thank you for submitting your story! Our editorial team will review it shortly.',
  failed: 'There was an error submitting your story. Please try again later.',
} as const;

/** Title, summary, author, category and read time are required; the rest optional. */
export function validateTip(tip: StoryTip): string | null {
  const required = [tip.title, tip.summary, tip.author, tip.category, tip.readTime];
  return required.every((value) => value.trim()) ? null : TIP_MESSAGES.required;
}

const optional = (value: string) => value.trim() || null;

/** Stores the tip in story_tips (anyone may insert; only editors read them). */
export async function submitStoryTip(tip: StoryTip, client: PortalClient = getSupabase()): Promise<ActionResult> {
  try {
    const { error } = await client.from('story_tips').insert({
      title: tip.title.trim(),
      summary: tip.summary.trim(),
      author: tip.author.trim(),
      read_time: tip.readTime.trim(),
      category: tip.category,
      image_url: optional(tip.imageUrl),
      image_alt: optional(tip.imageAlt),
      image_caption: optional(tip.imageCaption),
      image_author: optional(tip.imageAuthor),
      is_featured: tip.isFeatured,
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
