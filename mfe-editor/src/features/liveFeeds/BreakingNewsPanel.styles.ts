import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const AddForm = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paperMuted};

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
