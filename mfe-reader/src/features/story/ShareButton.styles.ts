import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Wrapper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  [role='status'] {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.inkMuted};
  }
`;
