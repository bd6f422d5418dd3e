import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const ReportDisclosure = styled.details`
  max-width: 760px;
  margin: ${theme.space.lg} auto;

  summary {
    cursor: pointer;
    color: ${theme.colors.link};
    text-decoration: underline;
    font-weight: 600;
  }
  summary + * {
    margin-top: ${theme.space.md};
  }
`;

/** The honeypot: off screen and out of the tab order and the accessibility tree; bots fill it. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
