import { responsiveImage } from '@newsroom/shared';
import { imageUrl, type ImagePlatform } from '@newsroom/shared/document';
import { LITE_PREFIX } from './liteRoutes.ts';

/** A node of a story document, as the renderer reads it (shared/src/document/types.ts). */
interface LiteNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: LiteNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/** The rendition a lite reader may choose to load: the ladder's 480 px step. */
export const LITE_IMAGE_WIDTH = 480;
/**
 * What that rendition weighs, estimated: the pipeline stores no image sizes, so 480 × 320 px (the
 * common 3:2 photo) at 0.2 bytes a pixel, what WebP and JPEG at quality 75–80 give for news photos.
 */
export const LITE_IMAGE_ESTIMATE_KB = Math.round((LITE_IMAGE_WIDTH * 320 * 0.2) / 1024);

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The image's small rendition and its label, or null when the source is not one the renderer shows. */
function imageLink(src: unknown, platform: ImagePlatform | null): { href: string; label: string } | null {
  // As the renderer resolves it, with its checks: an allowed https URL, or a `blog-images/…` path.
  const url = imageUrl(src, platform?.supabaseUrl);
  if (!url) return null;
  const image = responsiveImage(url, { aspect: 'wide', uncropped: true, maxWidth: LITE_IMAGE_WIDTH, platform });
  // Another site's image (or a project without transformations) has only its original: size unknown.
  const resized = image.src !== url;
  return { href: image.src, label: resized ? `Show image (${LITE_IMAGE_ESTIMATE_KB} KB)` : 'Show image (full size)' };
}

const linked = (value: string, href: string): LiteNode => ({
  type: 'text',
  text: value,
  marks: [{ type: 'link', attrs: { href } }],
});

/** An image as a paragraph: "Show image (N KB)" linking to the small rendition, its alt text, caption and credit. */
function imageParagraph(node: LiteNode, platform: ImagePlatform | null): LiteNode | null {
  const link = imageLink(node.attrs?.src, platform);
  const alt = text(node.attrs?.alt);
  if (!link || !alt) return null;
  const caption = text(node.attrs?.caption);
  const credit = text(node.attrs?.credit);
  const after = [`: ${alt}.`, caption, credit && `Photo: ${credit}`].filter(Boolean).join(' ');
  return { type: 'paragraph', content: [linked(link.label, link.href), { type: 'text', text: after }] };
}

/** A link to a story on this site goes to its lite page. */
function liteMarks(marks: LiteNode['marks']): LiteNode['marks'] {
  return marks?.map((mark) => {
    const href = mark.attrs?.href;
    if (mark.type !== 'link' || typeof href !== 'string' || !href.startsWith('/story/')) return mark;
    return { ...mark, attrs: { ...mark.attrs, href: `${LITE_PREFIX}${href}` } };
  });
}

function liteNode(node: LiteNode, platform: ImagePlatform | null): LiteNode | null {
  if (node.type === 'image') return imageParagraph(node, platform);
  const content = Array.isArray(node.content)
    ? node.content.flatMap((child) => {
        const lite = liteNode(child, platform);
        return lite ? [lite] : [];
      })
    : node.content;
  return { ...node, content, ...(node.marks ? { marks: liteMarks(node.marks) } : {}) };
}

/**
 * A story document for the lite page, still drawn by the shared renderer (StoryDocumentView): every
 * image becomes a paragraph with a "Show image (N KB)" link to a small rendition, links to site
 * stories go to their lite pages. Embeds need nothing here: the renderer's feed form links them.
 */
export function liteDocument(document: unknown, platform: ImagePlatform | null): unknown {
  if (typeof document !== 'object' || document === null || (document as LiteNode).type !== 'doc') return document;
  return liteNode(document as LiteNode, platform);
}
