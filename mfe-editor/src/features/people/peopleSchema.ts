import '@newsroom/shared/zod-jitless';
import { z } from 'zod';

/**
 * The console's checks of an author profile and a topic (decision 185), the database's own
 * (supabase/migrations/20261203120000_authors_and_topics_managed.sql) said before a round trip.
 * The database decides in the end: a slug taken meanwhile comes back in its words.
 */

/** Slugs the database refuses (public.is_reserved_slug). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'auth',
  'api',
  'lite',
  'rss',
  'feed',
  'sitemap',
  'new',
  'edit',
  'null',
  'undefined',
]);

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const HTTP_URL = /^https?:\/\/[^\s<>"]+$/i;

export const SLUG_MESSAGE = 'Use only lower-case letters a-z, digits and single hyphens (at most 80 characters).';

/** A slug from a name: lower-case ASCII letters and digits joined by hyphens (accents folded). */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** '' when the slug is fine (an empty one is made from the name), else what is wrong with it. */
export function slugProblem(slug: string): string {
  if (slug === '') return '';
  if (!SLUG.test(slug) || slug.length > 80) return SLUG_MESSAGE;
  if (RESERVED_SLUGS.has(slug)) return `The slug "${slug}" is reserved. Choose another.`;
  return '';
}

const slugField = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = slugProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const nameField = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}'s name.`)
    .max(max, `The ${what}'s name must be at most ${max} characters.`);

/** One address a line; blank lines ignored. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const authorSchema = z.object({
  name: nameField(100, 'author'),
  slug: slugField,
  roleTitle: z.string().trim().max(80, 'The job title must be at most 80 characters.'),
  bio: z.string().trim().max(600, 'The short bio must be at most 600 characters.'),
  bioLong: z.string().trim().max(5000, 'The long bio must be at most 5,000 characters.'),
  photoUrl: z.string().trim(),
  publicEmail: z
    .string()
    .trim()
    .refine((value) => value === '' || EMAIL.test(value), 'Enter an address like name@example.com, or leave it empty.'),
  links: z.string().superRefine((value, context) => {
    const links = linesOf(value);
    if (links.length > 5) context.addIssue({ code: 'custom', message: 'Add at most 5 social links.' });
    const bad = links.find((link) => !HTTP_URL.test(link) || link.length > 500);
    if (bad) context.addIssue({ code: 'custom', message: `Not an http:// or https:// address: ${bad.slice(0, 60)}` });
  }),
});

export type AuthorValues = z.infer<typeof authorSchema>;

export const EMPTY_AUTHOR: AuthorValues = {
  name: '',
  slug: '',
  roleTitle: '',
  bio: '',
  bioLong: '',
  photoUrl: '',
  publicEmail: '',
  links: '',
};

/** The authors row the form writes: the slug from the name when left empty, no e-mail as null. */
export function authorRowOf(values: AuthorValues) {
  return {
    name: values.name.trim(),
    slug: values.slug.trim() || slugFrom(values.name),
    role_title: values.roleTitle.trim(),
    bio: values.bio.trim(),
    bio_long: values.bioLong.trim(),
    photo_url: values.photoUrl.trim() || null,
    public_email: values.publicEmail.trim() || null,
    links: linesOf(values.links),
  };
}

export const topicSchema = z.object({
  name: nameField(60, 'topic'),
  slug: slugField,
  description: z.string().trim().max(500, 'The description must be at most 500 characters.'),
});

export type TopicValues = z.infer<typeof topicSchema>;

export const EMPTY_TOPIC: TopicValues = { name: '', slug: '', description: '' };

/** The tags row: the slug from the name when left empty (a rename then moves the address too). */
export function topicRowOf(values: TopicValues) {
  return {
    name: values.name.trim(),
    slug: values.slug.trim() || slugFrom(values.name),
    description: values.description.trim(),
  };
}
