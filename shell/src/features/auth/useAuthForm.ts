import { toast, type ActionResult } from '@newsroom/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

type Fields = Record<string, string>;

/**
 * Shared submit logic of the two auth forms: run the action, show its error inline, or toast
 * its success and go home (success of either goes to /).
 */
export function useAuthForm(action: (fields: Fields) => Promise<ActionResult>) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: (fields: Fields) => action(fields),
    onSuccess: (result) => {
      if (!result.ok) {
        setError(result.message);
        return;
      }
      setError(null);
      toast.success(result.message);
      navigate('/', { replace: true });
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].map(([key, value]) => [key, String(value)]),
    );
    submit.mutate(fields);
  }

  return { error, pending: submit.isPending, onSubmit };
}
