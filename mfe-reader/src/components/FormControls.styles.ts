import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Field = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  label {
    font-weight: 600;
    font-size: ${theme.fontSizes.sm};
  }
  textarea,
  select {
    width: 100%;
    padding: ${theme.space.sm};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    font: inherit;
    color: inherit;
    background: ${theme.colors.paper};
  }
  select {
    min-height: 2.5rem;
  }
`;

/** A form's outcome line: errors are alerts (announced at once), successes are status. */
export const FormMessage = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  color: ${({ $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${theme.colors.paperMuted};
  font-weight: 600;
`;

export const FormStack = styled.form`
  display: grid;
  gap: ${theme.space.md};
  max-width: 40rem;
`;
