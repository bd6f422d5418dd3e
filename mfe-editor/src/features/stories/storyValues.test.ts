import { fromPlainText } from '@newsroom/shared/document';
import { describe, expect, it } from 'vitest';
import { defaultSchedule } from './schedule.ts';
import { EMPTY_STORY } from './storyFormSchema.ts';
import { mapEditorStory } from './editorStory.ts';
import { readerStoryOf, valuesOf } from './storyValues.ts';

describe('readerStoryOf', () => {
  const now = new Date(2026, 10, 22, 12, 0);

  it('shows a scheduled story with its publication time', () => {
    const story = readerStoryOf(
      { ...EMPTY_STORY, title: 'Budget day', body: fromPlainText('Text\n\nMore') },
      { isScheduled: true, publishDate: '2026-11-23', publishTime: '09:00', autoPublish: true },
      null,
      now,
    );
    expect(story.publishTime).toBe(new Date(2026, 10, 23, 9, 0).toISOString());
    expect(story.title).toBe('Budget day');
    // The reader's article renders the document; its summary is the text the database will derive.
    expect(story.body).toEqual(fromPlainText('Text\n\nMore'));
    expect(story.summary).toBe('Text\n\nMore');
  });

  it('never passes a non-http image URL to the reader', () => {
    const story = readerStoryOf({ ...EMPTY_STORY, imageUrl: 'javascript:alert(1)' }, defaultSchedule(now), null, now);
    expect(story.imageUrl).toBe('');
    expect(story.title).toBe('Untitled story');
  });

  it("carries the saved story's slug, so the preview's links go to its address (decision 206)", () => {
    const saved = mapEditorStory({ id: 's1', title: 'Budget day', slug: 'budget-day' })!;
    expect(readerStoryOf(valuesOf(saved), defaultSchedule(now), saved, now)).toMatchObject({
      id: 's1',
      slug: 'budget-day',
    });
    expect(readerStoryOf(EMPTY_STORY, defaultSchedule(now), null, now)).not.toHaveProperty('slug');
  });
});
