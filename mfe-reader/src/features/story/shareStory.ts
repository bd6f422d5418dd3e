import { truncateChars } from '@newsroom/shared';

/** The share text is the first 100 characters of the summary. */
export const SHARE_TEXT_CHARS = 100;

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareTarget {
  title: string;
  summary: string;
  url: string;
}

/**
 * Uses the device's share sheet when there is one, else copies the link. A cancelled share sheet
 * is not an error; a share sheet that fails for another reason falls back to copying.
 */
export async function shareStory(target: ShareTarget, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title: target.title, text: truncateChars(target.summary, SHARE_TEXT_CHARS), url: target.url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      console.error('Share failed, copying the link instead', error);
    }
  }
  try {
    await nav.clipboard.writeText(target.url);
    return 'copied';
  } catch (error) {
    console.error('Copying the link failed', error);
    return 'failed';
  }
}
