import {
  categoryHeading,
  DEFAULT_EDITION,
  editionPath,
  isEdition,
  correctionText,
  lastModified,
  slugifyCategory,
  SITE_LOGO,
  TAGLINE,
  truncateChars,
  type PageHead,
  type PageServerContext,
  type SearchParams,
  authorPath,
  topicPath,
  type Author,
  type Credit,
  type Story,
  storyPath,
  peekRuntimeConfig,
} from '@newsroom/shared';
import { storySearch, toPlainTextForJsonLd, type DocumentNode } from '@newsroom/shared/document';
import { socialCardImage } from '@newsroom/shared/social-image';
import { categoryPagePath } from '../features/category/categoryPagePath.ts';
import { creditPagePath } from '../features/credits/creditPagePath.ts';
import { CORRECTIONS_FEED_PATH, correctionsPagePath } from '../features/corrections/correctionsPagePath.ts';
import { searchPath } from '../features/search/searchParams.ts';

/** A story page's meta description is the first 160 characters of its summary. */
export const META_DESCRIPTION_CHARS = 160;

/** The site renders story images as 16:9 heroes; NewsArticle's image is told the same box (link previews get the card crop). */
export const SHARE_IMAGE = { width: 1200, height: 675 } as const;

const SITE_DESCRIPTION = 'Daily news from the UK, Zimbabwe and around the world.';

type Context = Pick<PageServerContext, 'origin' | 'siteName'>;

const url = (origin: string, path: string) => `${origin}${path}`;

function httpUrl(value: string): string | undefined {
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function organization({ origin, siteName }: Context) {
  return {
    '@type': 'NewsMediaOrganization',
    name: siteName,
    url: `${origin}/`,
    logo: {
      '@type': 'ImageObject',
      url: url(origin, SITE_LOGO.path),
      width: SITE_LOGO.width,
      height: SITE_LOGO.height,
    },
  };
}

function breadcrumbs(origin: string, items: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: url(origin, item.path),
    })),
  };
}

/**
 * An edition's front (`/` shows the reader's): the site itself, with the search readers can start
 * from a URL (?q=). Its canonical URL is the edition's front, whichever path served it.
 */
export function homeHead(context: Context & Partial<Pick<PageServerContext, 'props'>>): PageHead {
  const { origin, siteName } = context;
  const edition = isEdition(context.props?.edition) ? context.props.edition : DEFAULT_EDITION;
  return {
    title: `${siteName}: ${TAGLINE}`,
    description: `${TAGLINE} ${SITE_DESCRIPTION}`,
    canonicalPath: editionPath(edition),
    jsonLd: [
      { '@context': 'https://schema.org', ...organization(context) },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: siteName,
        url: `${origin}/`,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}

/** NewsArticle's authors: each credited author's Person with their page, else the free-text byline. */
function articleAuthors(story: Story, origin: string, context: Context) {
  if (story.authors?.length) {
    return story.authors.map((author) => ({
      '@type': 'Person',
      name: author.name,
      url: url(origin, authorPath(author.slug)),
    }));
  }
  return story.author ? [{ '@type': 'Person', name: story.author }] : [organization(context)];
}

/** A story: article cards, NewsArticle and its breadcrumb (category when it has one). */
/** NewsArticle's articleBody: the document's paragraphs as text (a story without one: its summary). */
function articleBody(story: Story): string {
  const document = story.body as DocumentNode | undefined;
  return document?.type === 'doc' ? toPlainTextForJsonLd(document) : story.summary.trim();
}

/**
 * The link preview's image: one of this project's images as the 1200 × 630 card crop around its
 * focal point (decision 205): the lead image's, or for a separate social image the media
 * library's, read with the story (social_image_focal); any other as it is.
 */
function shareImage(story: Story, imageUrl: string, alt: string): PageHead['image'] {
  const focal = imageUrl === httpUrl(story.imageUrl) ? story.imageFocal : story.socialImageFocal;
  return { ...socialCardImage(imageUrl, focal, peekRuntimeConfig()?.supabaseUrl), alt };
}

export function storyHead(story: Story, context: Context): PageHead {
  const { origin, siteName } = context;
  // Search title, description, social title and image, each set or defaulted (decision 205).
  const search = storySearch(story);
  const description = search.description;
  const imageUrl = httpUrl(story.imageUrl);
  const alt = story.imageAlt || story.title;
  const shareImageUrl = httpUrl(search.socialImageUrl);
  const notes = story.corrections ?? [];
  // A correction or clarification is a change of the article: its date counts as a modification.
  const modified = lastModified(story.updatedTime ?? story.publishTime, notes);
  const categoryPath = story.category ? `/category/${encodeURIComponent(slugifyCategory(story.category))}` : null;
  return {
    title: `${search.title} | ${siteName}`,
    description,
    social: { title: search.socialTitle },
    canonicalPath: storyPath(story),
    // The lite edition's rendition of the story (docs/product/lite-edition.md).
    alternates: [{ title: 'Data saver', path: `/lite${storyPath(story)}` }],
    type: 'article',
    image: shareImageUrl
      ? shareImage(story, shareImageUrl, shareImageUrl === imageUrl ? alt : search.socialTitle)
      : undefined,
    article: {
      publishedTime: story.publishTime,
      modifiedTime: modified,
      section: story.category || undefined,
      author: story.author || undefined,
    },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        mainEntityOfPage: { '@type': 'WebPage', '@id': url(origin, storyPath(story)) },
        headline: truncateChars(story.title, 110),
        description,
        image: imageUrl ? [{ '@type': 'ImageObject', url: imageUrl, ...SHARE_IMAGE, caption: alt }] : [],
        datePublished: story.publishTime,
        dateModified: modified,
        author: articleAuthors(story, origin, context),
        publisher: organization(context),
        ...(story.category ? { articleSection: story.category } : {}),
        ...(articleBody(story) ? { articleBody: articleBody(story) } : {}),
        ...(notes.length > 0
          ? {
              correction: notes.map((note) => ({
                '@type': 'CorrectionComment',
                text: correctionText(note),
                datePublished: note.publishedAt,
              })),
            }
          : {}),
      },
      breadcrumbs(origin, [
        { name: 'Home', path: '/' },
        ...(categoryPath ? [{ name: story.category, path: categoryPath }] : []),
        { name: story.title, path: storyPath(story) },
      ]),
    ],
  };
}

/**
 * A category page: its heading, feed and breadcrumb Home > category; later pages are their own
 * canonical URLs, linked to their neighbours (rel prev/next).
 */
export function categoryHead(slug: string, page: number, hasNextPage: boolean, context: Context): PageHead {
  const { origin, siteName } = context;
  const heading = categoryHeading(slug);
  const path = `/category/${encodeURIComponent(slug)}`;
  return {
    title: `${heading}${page > 1 ? ` (page ${page})` : ''} | ${siteName}`,
    description: `The latest ${heading} stories from ${siteName}.`,
    canonicalPath: categoryPagePath(slug, page),
    pagination: {
      prevPath: page > 1 ? categoryPagePath(slug, page - 1) : undefined,
      nextPath: hasNextPage ? categoryPagePath(slug, page + 1) : undefined,
    },
    feeds: [{ title: `${siteName}: ${heading}`, path: `${path}/rss.xml` }],
    jsonLd: [
      breadcrumbs(origin, [
        { name: 'Home', path: '/' },
        { name: heading, path },
      ]),
    ],
  };
}

/**
 * An author's page: their profile as a ProfilePage whose mainEntity is the Person (name, role,
 * bio, photo, links as sameAs), its feed, and prev/next links like a category's.
 */
export function authorHead(
  author: Author,
  stories: readonly Story[],
  page: number,
  hasNextPage: boolean,
  context: Context,
): PageHead {
  const { origin, siteName } = context;
  const path = authorPath(author.slug);
  return {
    title: `${author.name}${page > 1 ? ` (page ${page})` : ''} | ${siteName}`,
    description: truncateChars(author.bio || `Stories by ${author.name} for ${siteName}.`, META_DESCRIPTION_CHARS),
    canonicalPath: creditPagePath('author', author.slug, page),
    type: 'profile',
    image: author.photoUrl ? { url: author.photoUrl, width: 400, height: 400, alt: author.name } : undefined,
    pagination: {
      prevPath: page > 1 ? creditPagePath('author', author.slug, page - 1) : undefined,
      nextPath: hasNextPage ? creditPagePath('author', author.slug, page + 1) : undefined,
    },
    feeds: [{ title: `${siteName}: ${author.name}`, path: `${path}/rss.xml` }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url: url(origin, path),
        ...(stories[0] ? { dateModified: stories[0].updatedTime ?? stories[0].publishTime } : {}),
        mainEntity: {
          '@type': 'Person',
          name: author.name,
          url: url(origin, path),
          ...(author.roleTitle ? { jobTitle: author.roleTitle } : {}),
          ...(author.bio ? { description: author.bio } : {}),
          ...(author.photoUrl ? { image: author.photoUrl } : {}),
          ...(author.links.length ? { sameAs: author.links } : {}),
          worksFor: organization(context),
        },
      },
      breadcrumbs(origin, [
        { name: 'Home', path: '/' },
        { name: author.name, path },
      ]),
    ],
  };
}

/** A topic's page: like a category's (feed, breadcrumb, prev/next). */
export function topicHead(tag: Credit, page: number, hasNextPage: boolean, context: Context): PageHead {
  const { origin, siteName } = context;
  const path = topicPath(tag.slug);
  return {
    title: `${tag.name}${page > 1 ? ` (page ${page})` : ''} | ${siteName}`,
    description: `The latest stories about ${tag.name} from ${siteName}.`,
    canonicalPath: creditPagePath('topic', tag.slug, page),
    pagination: {
      prevPath: page > 1 ? creditPagePath('topic', tag.slug, page - 1) : undefined,
      nextPath: hasNextPage ? creditPagePath('topic', tag.slug, page + 1) : undefined,
    },
    feeds: [{ title: `${siteName}: ${tag.name}`, path: `${path}/rss.xml` }],
    jsonLd: [
      breadcrumbs(origin, [
        { name: 'Home', path: '/' },
        { name: tag.name, path },
      ]),
    ],
  };
}

/** /corrections: its feed, its breadcrumb, later pages linked to their neighbours like a category's. */
export function correctionsHead(page: number, hasNextPage: boolean, context: Context): PageHead {
  const { origin, siteName } = context;
  return {
    title: `Corrections and clarifications${page > 1 ? ` (page ${page})` : ''} | ${siteName}`,
    description: `The latest corrections and clarifications to stories from ${siteName}.`,
    canonicalPath: correctionsPagePath(page),
    pagination: {
      prevPath: page > 1 ? correctionsPagePath(page - 1) : undefined,
      nextPath: hasNextPage ? correctionsPagePath(page + 1) : undefined,
    },
    feeds: [{ title: `${siteName}: corrections and clarifications`, path: CORRECTIONS_FEED_PATH }],
    jsonLd: [
      breadcrumbs(origin, [
        { name: 'Home', path: '/' },
        { name: 'Corrections and clarifications', path: '/corrections' },
      ]),
    ],
  };
}

/** /search: results are for the reader who asked, not for search engines' indexes. */
export function searchHead(params: SearchParams | null, context: Context): PageHead {
  const title = params ? `Search results for “${params.q}”` : 'Search';
  return {
    title: `${title} | ${context.siteName}`,
    description: `Search the stories and photo essays of ${context.siteName}.`,
    canonicalPath: params ? searchPath(params) : '/search',
    noindex: true,
  };
}

/** Unknown story or category: the 404 page, with its status. */
export function notFoundHead({ siteName }: Context): PageHead {
  return { status: 404, title: `Page not found | ${siteName}` };
}

/** A static page: its title (as the page sets it in the browser) and a description. */
export function staticHead(title: string, description: string, context: Context): PageHead {
  return { title: `${title} | ${context.siteName}`, description };
}
