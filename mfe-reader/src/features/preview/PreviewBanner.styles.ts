import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** A bar no one can mistake for the published page: dark text on amber, above the story. */
export const Banner = styled.div`
  margin: 0 auto ${theme.space.lg};
  max-width: 760px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 2px solid #92400e;
  border-radius: ${theme.radii.sm};
  background: #fef3c7;
  color: #451a03;

  strong {
    display: block;
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin: ${theme.space.xs} 0 0;
  }
`;
