import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const NotesSection = styled.section`
  max-width: 760px;
  margin: ${theme.space.lg} auto;
  padding: ${theme.space.md};
  border-left: 4px solid ${theme.colors.border};
  background: ${theme.colors.paperMuted};

  h2 {
    margin: 0 0 ${theme.space.sm};
    font-size: ${theme.fontSizes.lg};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${theme.space.sm};
  }
  p {
    margin: 0;
  }
  time {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;
