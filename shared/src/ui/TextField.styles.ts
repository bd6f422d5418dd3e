import { theme } from './theme.ts';
import styled from 'styled-components';

export const Field = styled.div`
  display: grid;
  gap: ${theme.space.xs};
`;

export const Input = styled.input`
  width: 100%;
  min-height: 2.5rem;
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  font: inherit;
  color: inherit;
  background: ${theme.colors.paper};
`;
