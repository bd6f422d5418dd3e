import { theme } from '@newsroom/shared';
import styled from 'styled-components';

const Notice = styled.section`
  max-width: 40rem;
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paperMuted};

  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

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
