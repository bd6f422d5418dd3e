import { toast, type ActionResult } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

type Fields = Record<string, string>;

/**
 * Shared submit logic of the auth forms: run the action, show its error inline, or toast its
 * success and go home — or, with `onSuccess`, stay and let the form show what comes next.
 */
export function useAuthForm(action: (fields: Fields) => Promise<ActionResult>, onSuccess?: (fields: Fields) => void) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: (fields: Fields) => action(fields),
    onSuccess: (result, fields) => {
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setError(null);
      toast.success(result.message);
      if (onSuccess) onSuccess(fields);
      else navigate('/', { replace: true });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].map(([key, value]) => [key, String(value)]),
    );
    submit.mutate(fields);
  }

  return { error, pending: submit.isPending, onSubmit, fields: submit.variables };
}
