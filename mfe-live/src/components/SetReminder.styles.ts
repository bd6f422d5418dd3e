import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Wrapper = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
`;

export const Panel = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  justify-items: start;
  width: 100%;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.paperMuted};
  font-size: ${theme.fontSizes.sm};

  &[hidden] {
    display: none;
  }
  p {
    margin: 0;
  }
`;
