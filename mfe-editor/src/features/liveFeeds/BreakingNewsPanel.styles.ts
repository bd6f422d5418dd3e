import { theme } from '@newsroom/shared';
import styled from 'styled-components';
import { InlineFormBox } from '../../components/Form.styles.ts';

export const AddForm = styled(InlineFormBox)`
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  ${theme.media.md} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
  button[type='submit'] {
    justify-self: start;
  }
`;

export const SubTitle = styled.h3`
  margin: ${theme.space.lg} 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.md};
`;

/** Ticker only / ticker and alert: the two choices on one line, the audience under them. */
export const AlertFieldset = styled.fieldset`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm} ${theme.space.lg};
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  legend {
    padding: 0 ${theme.space.xs};
    font-weight: 700;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    font-size: ${theme.fontSizes.sm};
  }
`;
