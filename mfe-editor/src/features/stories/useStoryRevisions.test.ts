import { fromPlainText } from '@newsroom/shared/document';
import { describe, expect, it } from 'vitest';
import { revisionValues, type RevisionRow } from './useStoryRevisions.ts';

const row = (fields: Partial<RevisionRow> = {}): RevisionRow => ({
  id: 'r1',
  version: 1,
  editor_email: null,
  created_at: '2026-12-07T10:00:00Z',
  is_featured: false,
  title: 'Rates held',
  summary: 'The bank held rates.',
  body: fromPlainText('The bank held rates.'),
  author: 'Ed Itor',
  category: 'Business',
  read_time: '4 min read',
  image_url: null,
  image_alt: null,
  image_caption: null,
  image_author: null,
  standfirst: null,
  seo_title: null,
  seo_description: null,
  social_title: null,
  social_image_url: null,
  read_time_auto: null,
  ...fields,
});

describe('revisionValues', () => {
  it('brings back the search and social fields the version was saved with', () => {
    const values = revisionValues(
      row({
        standfirst: 'Borrowing costs stay at 5%',
        seo_title: 'Bank holds rates',
        seo_description: 'The decision and what it means.',
        social_title: 'Rates held again',
        social_image_url: 'https://images.example.org/share.jpg',
        read_time_auto: false,
      }),
    );
    expect(values).toMatchObject({
      standfirst: 'Borrowing costs stay at 5%',
      seoTitle: 'Bank holds rates',
      seoDescription: 'The decision and what it means.',
      socialTitle: 'Rates held again',
      socialImageUrl: 'https://images.example.org/share.jpg',
      readTime: '4 min read',
    });
  });

  it('leaves the read time empty (worked out from the text) when the version had it worked out', () => {
    expect(revisionValues(row({ read_time_auto: true })).readTime).toBe('');
  });

  it('restores a version saved before revisions recorded them as not set', () => {
    expect(revisionValues(row())).toMatchObject({
      standfirst: '',
      seoTitle: '',
      seoDescription: '',
      socialTitle: '',
      socialImageUrl: '',
      readTime: '',
      title: 'Rates held',
    });
  });
});
