import { theme } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A link that looks like the portal's primary button (it navigates, so it is a link). */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  min-height: 2.5rem;
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.colors.brand};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.brand};
  color: ${theme.colors.paper};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    background: ${theme.colors.inkMuted};
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.sm};
`;

export const Note = styled.span`
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
`;
