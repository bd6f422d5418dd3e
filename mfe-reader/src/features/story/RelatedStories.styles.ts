import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Section = styled.section`
  margin-top: ${theme.space.xxl};
  h2 {
    margin: 0 0 ${theme.space.md};
  }
`;
