import { describe, expect, it } from 'vitest';
import { pushTopicList } from './pushTopics.ts';

describe('pushTopicList', () => {
  it('names the topics in the list order, joined as a sentence', () => {
    expect(pushTopicList(['sport', 'uk'])).toBe('UK edition and Sport');
    expect(pushTopicList(['sport', 'zimbabwe', 'breaking'])).toBe('Breaking news, Zimbabwe edition and Sport');
    expect(pushTopicList(['international'])).toBe('International edition');
  });

  it('leaves out what is not a topic', () => {
    expect(pushTopicList(['weather'])).toBe('');
    expect(pushTopicList(['weather', 'uk'])).toBe('UK edition');
  });
});
