import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { archiveEssayRows, archiveStoryRows, type ArchiveImage, type ArchiveOptions } from './archiveRows.ts';
import { ARCHIVE_CATEGORIES, AUTHORS } from './archiveText.ts';

const CONTENT_SCHEMA = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../supabase/migrations/20261121150000_content_schema.sql',
);

const before = new Date('2026-03-01T09:30:00Z');
const images: ArchiveImage[] = [
  {
    url: 'http://127.0.0.1:54321/storage/v1/object/public/blog-images/seed/stories/a.jpg',
    alt: 'A',
    category: 'Sports',
  },
  {
    url: 'http://127.0.0.1:54321/storage/v1/object/public/blog-images/seed/stories/b.jpg',
    alt: 'B',
    category: 'Foreign',
  },
];
const options: ArchiveOptions = { count: 2000, before, seed: 7, images };

/** The category names the check constraint allows, read from the migration. */
function allowedCategories(): string[] {
  const sql = readFileSync(CONTENT_SCHEMA, 'utf8');
  const check = /news_stories_category_check check \(category in \(([^)]*)\)\)/.exec(sql);
  if (!check) throw new Error('news_stories_category_check not found');
  return [...check[1].matchAll(/'([^']+)'/g)].map((match) => match[1]);
}

describe('archive rows', () => {
  const stories = archiveStoryRows(options);

  it('dates every story before the cutoff, spread over five years, newest first', () => {
    const cutoff = before.getTime();
    const fiveYears = 5 * 365.2425 * 24 * 3600 * 1000;
    for (const story of stories) {
      for (const at of [story.published_at, story.created_at, story.updated_at]) {
        if (at !== null) expect(new Date(at).getTime()).toBeLessThan(cutoff);
      }
      expect(new Date(story.created_at).getTime()).toBeGreaterThan(cutoff - fiveYears - 3 * 24 * 3600 * 1000);
      expect(new Date(story.updated_at).getTime()).toBeGreaterThanOrEqual(new Date(story.created_at).getTime());
    }
    const published = stories.filter((story) => story.published_at !== null).map((s) => Date.parse(s.published_at!));
    expect(published).toEqual([...published].sort((a, b) => b - a));
    expect(cutoff - published[published.length - 1]).toBeGreaterThan(fiveYears * 0.99);
  });

  it('uses only the categories the schema allows, every one of them', () => {
    const allowed = allowedCategories();
    expect([...ARCHIVE_CATEGORIES].sort()).toEqual([...allowed].sort());
    expect(new Set(stories.map((story) => story.category))).toEqual(new Set(allowed));
  });

  it('is the same archive for the same seed and cutoff, batch by batch', () => {
    expect(archiveStoryRows(options)).toEqual(stories);
    const batches = [0, 700, 1400].flatMap((start) => archiveStoryRows({ ...options, start, end: start + 700 }));
    expect(batches).toEqual(stories);
    expect(archiveStoryRows({ ...options, seed: 8 })[0].summary).not.toBe(stories[0].summary);
  });

  it('says the same whatever the cutoff, with new ids so a second run adds to the first', () => {
    const earlier = archiveStoryRows({ ...options, before: new Date(before.getTime() - 86_400_000), end: 50 });
    expect(earlier.map((story) => story.title)).toEqual(stories.slice(0, 50).map((story) => story.title));
    expect(earlier.map((story) => story.summary)).toEqual(stories.slice(0, 50).map((story) => story.summary));
    expect(earlier.some((story, i) => story.id === stories[i].id)).toBe(false);
  });

  it('makes rows the schema accepts: never featured, about 3 % drafts, unique ids', () => {
    expect(new Set(stories.map((story) => story.id)).size).toBe(stories.length);
    const drafts = stories.filter((story) => story.status === 'draft');
    expect(drafts.length / stories.length).toBeGreaterThan(0.015);
    expect(drafts.length / stories.length).toBeLessThan(0.045);
    for (const story of stories) {
      expect(story.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(story.is_featured).toBe(false);
      expect(story.published_at === null).toBe(story.status === 'draft');
      expect(story.title.length).toBeLessThanOrEqual(300);
      expect(story.summary.length).toBeLessThanOrEqual(60000);
      expect(story.read_time).toMatch(/^\d+ min read$/);
      expect(AUTHORS).toContain(story.author);
      expect(story.title).not.toContain('{');
      expect(story.summary).not.toContain('{');
    }
  });

  it('varies the length from a few paragraphs to long reads, in searchable words', () => {
    const paragraphs = stories.map((story) => story.summary.split('\n\n').length);
    expect(Math.min(...paragraphs)).toBeLessThanOrEqual(3);
    expect(Math.max(...paragraphs)).toBeGreaterThanOrEqual(20);
    expect(new Set(stories.map((story) => story.author)).size).toBeGreaterThanOrEqual(35);
    const text = stories.map((story) => `${story.title} ${story.summary}`).join(' ');
    for (const word of ['Harare', 'Bulawayo', 'water', 'London', 'Bank of England', 'cholera', 'parliament']) {
      expect(text).toContain(word);
    }
  });

  it('reuses the illustrations it is given, matching the category where it can', () => {
    const illustrated = stories.filter((story) => story.image_url !== null);
    expect(illustrated.length / stories.length).toBeGreaterThan(0.9);
    for (const story of illustrated) {
      const image = images.find((candidate) => candidate.url === story.image_url);
      expect(image).toBeDefined();
      if (story.category === 'Sports' || story.category === 'Foreign') expect(image?.category).toBe(story.category);
    }
    expect(archiveStoryRows({ ...options, images: [] }).every((story) => story.image_url === null)).toBe(true);
  });

  it('dates photo essays the same way', () => {
    const essays = archiveEssayRows({ ...options, count: 300 });
    expect(archiveEssayRows({ ...options, count: 300 })).toEqual(essays);
    for (const essay of essays) {
      expect(new Date(essay.created_at).getTime()).toBeLessThan(before.getTime());
      expect(essay.caption.length).toBeLessThanOrEqual(3000);
      expect(['day', 'week']).toContain(essay.type);
    }
  });
});
