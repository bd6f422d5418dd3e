import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  padding: ${theme.space.md};
  legend {
    font-weight: 700;
    padding: 0 ${theme.space.xs};
  }
`;
