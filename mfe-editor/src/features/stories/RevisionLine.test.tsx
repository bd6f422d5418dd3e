// @vitest-environment happy-dom
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RevisionLine } from './RevisionLine.tsx';
import type { StoryRevision } from './useStoryRevisions.ts';

const revision: StoryRevision = {
  id: 'r3',
  version: 3,
  editorEmail: 'editor@example.com',
  createdAt: '2026-11-28T10:00:00Z',
  values: {} as StoryRevision['values'],
  notes: ['Correction: the minister is Ms Moyo.'],
  contributors: [],
};

describe('RevisionLine', () => {
  it('keeps "(in the form)" and the notes apart: the notes are their own list, each on its line', () => {
    const { container } = render(<RevisionLine revision={revision} inForm />);
    const line = container.querySelector('p');
    expect(line?.textContent).toMatch(/ · editor@example\.com · .+ \(in the form\)$/);
    const notes = screen.getByRole('list', { name: 'Notes of version 3' });
    expect(within(notes).getByRole('listitem')).toHaveTextContent('Correction: the minister is Ms Moyo.');
    expect(line).not.toHaveTextContent('Correction');
  });

  it('names who contributed to the version, when the database recorded them (decision 201)', () => {
    render(<RevisionLine revision={{ ...revision, contributors: ['Tendai Moyo', 'Site Admin'] }} inForm={false} />);
    expect(screen.getByText('Contributors: Tendai Moyo, Site Admin')).toBeVisible();
  });

  it('shows no notes list for a version without notes', () => {
    const { container } = render(<RevisionLine revision={{ ...revision, notes: [] }} inForm={false} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.querySelector('p')?.textContent).not.toContain('(in the form)');
  });
});
