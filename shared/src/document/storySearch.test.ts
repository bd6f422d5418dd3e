import { describe, expect, it } from 'vitest';
import { storySearch } from './storySearch.ts';

const story = { title: 'Headline', summary: 'x'.repeat(200), imageUrl: 'https://img.example/lead.jpg' };

describe('storySearch (decision 205)', () => {
  it('defaults to the headline, the text’s first 160 characters and the lead image', () => {
    expect(storySearch(story)).toEqual({
      title: 'Headline',
      description: 'x'.repeat(160),
      socialTitle: 'Headline',
      socialImageUrl: 'https://img.example/lead.jpg',
    });
  });

  it('takes the standfirst as the description when no search description is set', () => {
    expect(storySearch({ ...story, standfirst: 'The line under it.' }).description).toBe('The line under it.');
  });

  it('takes each field as set, the social title falling back to the search title', () => {
    const fields = {
      standfirst: 'Standfirst',
      seoTitle: 'Search title',
      seoDescription: 'Search description',
      socialImageUrl: 'https://img.example/share.jpg',
    };
    expect(storySearch({ ...story, ...fields })).toEqual({
      title: 'Search title',
      description: 'Search description',
      socialTitle: 'Search title',
      socialImageUrl: 'https://img.example/share.jpg',
    });
    expect(storySearch({ ...story, ...fields, socialTitle: 'Shared' }).socialTitle).toBe('Shared');
  });

  it('treats blank fields as not set', () => {
    expect(storySearch({ ...story, seoTitle: '  ', standfirst: ' ', socialImageUrl: '' })).toMatchObject({
      title: 'Headline',
      description: 'x'.repeat(160),
      socialImageUrl: 'https://img.example/lead.jpg',
    });
  });
});
