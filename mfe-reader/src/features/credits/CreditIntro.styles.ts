import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Intro = styled.section`
  max-width: 65ch;
  margin-bottom: ${theme.space.xl};
  line-height: 1.6;
`;
