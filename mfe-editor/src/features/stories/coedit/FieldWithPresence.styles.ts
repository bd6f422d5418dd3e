import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** The field and, under it, who else is in it. */
export const FieldWrap = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  align-content: start;
`;

export const FieldPeople = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;
