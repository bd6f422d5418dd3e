import { useCallback, useState } from 'react';
import { SaveRefusedError } from '../../lib/saveErrors.ts';

/**
 * A form's refusal, shown in its words under the form: the database's (a SaveRefusedError) or the
 * form's own check. Any other failure is toasted by the write hook, so it clears the line.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusedBy = useCallback(
    (error: unknown) => setRefusal(error instanceof SaveRefusedError ? error.message : null),
    [],
  );
  return { refusal, setRefusal, refusedBy };
}
