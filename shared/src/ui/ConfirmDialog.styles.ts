import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Dialog = styled.dialog`
  width: min(28rem, calc(100vw - 2rem));
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.ink};
  background: ${theme.colors.paper};

  &::backdrop {
    background: rgb(17 24 39 / 0.5);
  }
  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${theme.space.lg};
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${theme.space.sm};
`;
