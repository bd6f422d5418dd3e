import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
  width: 100%;

  h2,
  p {
    margin: 0;
  }
`;

export const Topics = styled.fieldset`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid currentColor;
  border-radius: 4px;

  label {
    display: flex;
    gap: ${theme.space.sm};
    align-items: center;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
`;
