import { describe, expect, it } from 'vitest';
import { correctionText, lastModified, mapStoryCorrections } from './correction.ts';

describe('story corrections', () => {
  it('maps rows oldest first and drops rows without an id, a note or a date', () => {
    const notes = mapStoryCorrections([
      { id: 'b', kind: 'clarification', note: 'Later.', published_at: '2026-11-20T10:00:00Z' },
      { id: 'a', kind: 'correction', note: 'Earlier.', published_at: '2026-11-19T10:00:00Z' },
      { id: 'c', kind: 'correction', note: '  ', published_at: '2026-11-19T10:00:00Z' },
      { id: null, kind: 'correction', note: 'No id', published_at: '2026-11-19T10:00:00Z' },
    ]);
    expect(notes.map((note) => note.id)).toEqual(['a', 'b']);
    expect(notes.map(correctionText)).toEqual(['Correction: Earlier.', 'Clarification: Later.']);
  });

  it('dateModified is the latest of the edit and the notes', () => {
    const notes = mapStoryCorrections([
      { id: 'a', kind: 'correction', note: 'x', published_at: '2026-11-21T00:00:00Z' },
    ]);
    expect(lastModified('2026-11-20T00:00:00Z', notes)).toBe('2026-11-21T00:00:00Z');
    expect(lastModified('2026-11-22T00:00:00Z', notes)).toBe('2026-11-22T00:00:00Z');
  });
});
