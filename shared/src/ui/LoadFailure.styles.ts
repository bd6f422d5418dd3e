import { theme } from './theme.ts';
import styled from 'styled-components';

export const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: ${theme.space.md};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.danger};
  border-radius: ${theme.radii.md};
  background: #fef2f2;

  p {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;
