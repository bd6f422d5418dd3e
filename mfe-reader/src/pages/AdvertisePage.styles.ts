import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Offers = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  li {
    padding: ${theme.space.lg};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
  }
  h2 {
    margin-top: 0;
    font-size: ${theme.fontSizes.lg};
  }
`;
