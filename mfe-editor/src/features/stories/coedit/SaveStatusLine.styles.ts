import styled from 'styled-components';
import type { SaveStatusKind } from './saveStatus.ts';

export const StatusText = styled.p<{ $kind: SaveStatusKind }>`
  margin: 0.25rem 0 0;
  font-size: 0.875rem;
  font-weight: ${({ $kind }) => ($kind === 'offline' || $kind === 'refused' ? 600 : 400)};
`;
