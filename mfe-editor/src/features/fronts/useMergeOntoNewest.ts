import { useState } from 'react';
import { mergeFronts } from './mergeFronts.ts';
import { fetchEditingFront } from './useFronts.ts';
import type { WorkingFront } from './workingFront.ts';

export interface MergeOntoNewestOptions {
  /** The version the editor's changes were made on. */
  base: WorkingFront;
  /** The working front: the editor's changes. */
  front: WorkingFront;
  /** The merged working front and the colleague's version, its new base. */
  onMerged: (merged: WorkingFront, newest: WorkingFront) => void;
}

/**
 * After a colleague published first (PT409, decision 208): loads the newest version and puts the
 * editor's changes onto it (mergeFronts), nothing published until the editor presses Publish.
 */
export function useMergeOntoNewest({ base, front, onMerged }: MergeOntoNewestOptions) {
  const [merging, setMerging] = useState(false);
  const [error, setError] = useState('');
  const merge = async () => {
    setError('');
    setMerging(true);
    try {
      const newest = await fetchEditingFront(front.edition);
      if (!newest) return setError('The newest version could not be found.');
      onMerged(mergeFronts(base, front, newest), newest);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setMerging(false);
    }
  };
  return { merging, error, merge: () => void merge() };
}
