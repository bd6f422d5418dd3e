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
