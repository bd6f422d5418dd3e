import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  display: grid;
  gap: ${theme.space.md};
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};

  legend {
    padding: 0 ${theme.space.xs};
    font-weight: 700;
  }
`;

export const When = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${theme.space.md};
`;

export const Warning = styled.p`
  margin: 0;
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  background: #fef3c7;
  color: #78350f;
  font-weight: 600;
`;
