import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const CountList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${theme.space.sm};
  margin: 0;

  div {
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
  }

  dt {
    color: ${theme.colors.inkMuted};
  }

  dd {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: 700;
  }
`;

export const SubHeading = styled.h3`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.md};
`;
