import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.md} {
    grid-template-columns: 2fr 1fr;
  }
  address {
    font-style: normal;
    line-height: 1.6;
  }
  dl {
    display: grid;
    gap: ${theme.space.sm};
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;
