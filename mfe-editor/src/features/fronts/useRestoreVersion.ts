import { useState } from 'react';
import { fetchEditingFront } from './useFronts.ts';
import type { WorkingFront } from './workingFront.ts';

export interface RestoreVersionOptions {
  /** The version the working front is checked against; a restored front keeps it as its base. */
  loaded: WorkingFront;
  /** The working front has changes not yet published: replacing it asks first. */
  changed: boolean;
  onLoaded: (front: WorkingFront, version: number) => void;
}

/**
 * "Restore version N" (review finding 2): loads that version into the editor as the working front,
 * never publishing it; the editor publishes it like any change. Unpublished changes are replaced
 * only after the editor confirms (`asking` holds the version awaiting their answer).
 */
export function useRestoreVersion({ loaded, changed, onLoaded }: RestoreVersionOptions) {
  const [asking, setAsking] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');

  const load = async (version: number) => {
    setAsking(null);
    setError('');
    setLoading(true);
    try {
      const old = await fetchEditingFront(loaded.edition, version);
      if (!old) return setError(`Version ${version} could not be found.`);
      onLoaded({ ...loaded, containers: old.containers }, version);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setLoading(false);
    }
  };

  return {
    asking,
    loading,
    error,
    restore: (version: number) => (changed ? setAsking(version) : void load(version)),
    confirm: () => asking !== null && void load(asking),
    cancel: () => setAsking(null),
  };
}
