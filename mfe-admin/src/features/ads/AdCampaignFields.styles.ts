import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const TargetGroup = styled.fieldset`
  margin: 0;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
`;

export const ChoicesLegend = styled.legend`
  padding: 0 ${theme.space.xs};
  font-weight: 600;
`;

export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.md};

  label {
    font-weight: 400;
  }
`;
