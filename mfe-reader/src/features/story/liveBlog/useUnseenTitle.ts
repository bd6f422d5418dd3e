import { useCallback, useEffect, useRef, useState } from 'react';

const COUNT_PREFIX = /^\(\d+\) /;

/**
 * A background tab's title shows "(N) …" for the N posts that arrived while the reader was away;
 * the count clears when they come back. Returns the function to call for each new post.
 */
export function useUnseenTitle(): () => void {
  const [unseen, setUnseen] = useState(0);
  const base = useRef('');

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setUnseen(0);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  useEffect(() => {
    if (unseen === 0) {
      if (base.current) document.title = base.current;
      base.current = '';
      return;
    }
    base.current ||= document.title.replace(COUNT_PREFIX, '');
    document.title = `(${unseen}) ${base.current}`;
  }, [unseen]);

  return useCallback(() => {
    if (document.visibilityState === 'hidden') setUnseen((count) => count + 1);
  }, []);
}
