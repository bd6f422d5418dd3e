import { Notice } from './NoEditingRights.styles.ts';

/**
 * A signed-in user without the editor or admin role may open the console but not edit: no form
 * is shown that would only fail on save (the database refuses their writes anyway).
 */
export function NoEditingRights({ email }: { email: string | null }) {
  return (
    <Notice aria-labelledby="no-rights-title">
      <h2 id="no-rights-title">You do not have editing rights</h2>
      <p>
        {email ? `Your account (${email})` : 'Your account'} has no editor or admin role: you can read the site but not
        manage its content. Ask an administrator for the editor role.
      </p>
    </Notice>
  );
}
