import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';

/**
 * A server-rendered form is on screen before React runs. Hydration leaves what a reader typed
 * meanwhile in the fields, but a controlled form's state still holds its empty values, and its next
 * render would wipe the text. Right after hydration this copies the typed text of every field named
 * like a text value of the state into the state, once; later typing goes through onChange.
 */
export function useTypedBeforeHydration<Values extends object>(
  form: RefObject<HTMLFormElement | null>,
  setValues: Dispatch<SetStateAction<Values>>,
): void {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const fields = new FormData(element);
    setValues((current) => {
      const typed = Object.entries(current).filter(([name, value]) => {
        const inField = fields.get(name);
        return typeof value === 'string' && typeof inField === 'string' && inField !== '' && inField !== value;
      });
      if (typed.length === 0) return current;
      return { ...current, ...Object.fromEntries(typed.map(([name]) => [name, fields.get(name)])) };
    });
  }, [form, setValues]);
}
