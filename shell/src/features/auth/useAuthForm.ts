import { toast, type AuthResult } from '@newsroom/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Shared submit logic of the two auth forms: run the action, show its error inline, or toast
 * its success and go home (SPEC §2: success of either goes to /).
 */
export function useAuthForm(action: (fields: Record<string, string>) => Promise<AuthResult>) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()].map(([key, value]) => [key, String(value)]),
    );
    setPending(true);
    const result = await action(fields);
    setPending(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    toast.success(result.message);
    navigate('/', { replace: true });
  }

  return { error, pending, onSubmit };
}
