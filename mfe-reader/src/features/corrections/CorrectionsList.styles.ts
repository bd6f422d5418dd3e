import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const NoteList = styled.ol`
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space.md};

  li {
    padding-bottom: ${theme.space.md};
    border-bottom: 1px solid ${theme.colors.border};
  }
  h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
  time {
    color: ${theme.colors.inkMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;
