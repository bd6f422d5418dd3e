import { describe, expect, it, vi } from 'vitest';
import { draftProblem, imageProblem, LIVE_DESK_MESSAGES, writeProblem } from './livePostRules.ts';

describe('live post rules', () => {
  it('refuses an empty, oversized or unsafe draft and an untitled key event', () => {
    expect(draftProblem('  \n', '', false)).toBe('Please write the update first.');
    expect(draftProblem('x'.repeat(10_001), '', false)).toBe(LIVE_DESK_MESSAGES.tooLong);
    expect(draftProblem('x'.repeat(10_000), '', false)).toBe('');
    expect(draftProblem('[a](javascript:alert(1))', '', false)).toBe(LIVE_DESK_MESSAGES.unsafeLink);
    expect(draftProblem('Goal!', ' ', true)).toBe(LIVE_DESK_MESSAGES.keyEventTitle);
  });

  it('asks for alt text when the post has an image', () => {
    expect(imageProblem('https://cdn.example/a.jpg', ' ')).toBe(LIVE_DESK_MESSAGES.imageAlt);
    expect(imageProblem('https://cdn.example/a.jpg', 'Flooded street')).toBe('');
    expect(imageProblem('', '')).toBe('');
  });

  it("words the database's refusals", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(writeProblem({ code: 'PT409' })).toBe(LIVE_DESK_MESSAGES.conflict);
    expect(writeProblem({ code: '23514', message: 'violates check constraint "live_posts_body_links_safe"' })).toBe(
      LIVE_DESK_MESSAGES.unsafeLink,
    );
    expect(writeProblem({ code: '23514', message: 'violates check constraint "live_posts_image_alt_present"' })).toBe(
      LIVE_DESK_MESSAGES.imageAlt,
    );
    const refused =
      'The live post is not a valid document: content[0]: "heading" is not allowed in a livePost document';
    expect(writeProblem({ code: '22023', message: refused })).toBe(refused);
    expect(writeProblem({ code: '500', message: 'boom' })).toBe(LIVE_DESK_MESSAGES.failed);
  });
});
