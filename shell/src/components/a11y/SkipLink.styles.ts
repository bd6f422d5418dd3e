import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Link = styled.a`
  position: absolute;
  left: ${theme.space.sm};
  top: -4rem;
  z-index: 1000;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.brand};
  color: ${theme.colors.paper};
  border-radius: ${theme.radii.sm};

  &:focus {
    top: ${theme.space.sm};
  }
`;
