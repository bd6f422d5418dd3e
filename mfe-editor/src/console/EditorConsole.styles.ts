import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Page = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxl};
  color: ${theme.colors.ink};
  font-family: ${theme.fonts.body};

  h1 {
    margin: 0 0 ${theme.space.lg};
    font-family: ${theme.fonts.headline};
    font-size: ${theme.fontSizes.xxl};
  }
`;

export const Status = styled.p`
  color: ${theme.colors.inkMuted};
`;
