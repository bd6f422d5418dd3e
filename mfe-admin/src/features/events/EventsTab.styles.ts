import { theme } from '@newsroom/shared';
import styled from 'styled-components';

export const Alert = styled.p`
  margin: 0;
  font-weight: 600;
  color: ${theme.colors.danger};
`;

export const EventListBox = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EventItem = styled.article`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};

  ${theme.media.md} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;
