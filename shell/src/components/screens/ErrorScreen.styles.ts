import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Screen = styled.main`
  min-height: 70vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  text-align: center;

  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    max-width: 32rem;
    color: ${theme.colors.inkMuted};
  }
`;

export const RefreshButton = styled.button`
  min-height: 2.5rem;
  padding: 0 ${theme.space.lg};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.brand};
  color: ${theme.colors.paper};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;
