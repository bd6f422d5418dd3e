import { theme } from '../ui/theme.ts';
import styled from 'styled-components';

export const Box = styled.div`
  margin: ${theme.space.lg} auto;
  padding: ${theme.space.lg};
  max-width: 32rem;
  text-align: center;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paperMuted};
`;

export const Message = styled.p`
  margin: 0 0 ${theme.space.md};
  font-weight: 600;
`;

export const RetryButton = styled.button`
  padding: ${theme.space.sm} ${theme.space.lg};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.brand};
  color: ${theme.colors.paper};
  font: inherit;
  cursor: pointer;
`;
