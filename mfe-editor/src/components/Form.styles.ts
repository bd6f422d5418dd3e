import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { consoleHeading } from './consoleKit.styles.ts';

export const Form = styled.form`
  display: grid;
  gap: ${theme.space.lg};

  h2 {
    ${consoleHeading}
  }
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${theme.space.md};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  padding-top: ${theme.space.md};
  border-top: 1px solid ${theme.colors.border};

  /* A form that can no longer be saved hides its buttons (the hidden attribute alone loses to flex). */
  &[hidden] {
    display: none;
  }
`;

export const FormError = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.danger};
`;

/** A boxed form above a panel's list (a new ad, a breaking-news line): set apart from the rows. */
export const InlineFormBox = styled.form`
  display: grid;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paperMuted};
`;
