import { theme } from '@newsroom/shared';
import styled from 'styled-components';

/** The front's heading: the edition's name, small above the stories (the site name is the masthead). */
export const EditionHeading = styled.h1`
  margin: 0 0 ${theme.space.md};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${theme.colors.inkMuted};
`;

export const MobileStrip = styled.div`
  margin-bottom: ${theme.space.lg};
  ${theme.media.lg} {
    display: none;
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

export const Sidebar = styled.aside`
  display: grid;
  align-content: start;
  gap: ${theme.space.lg};
`;

/** Sidebar content shown only on large screens (small screens get it in the mobile strip). */
export const SidebarOnly = styled.div`
  display: none;
  ${theme.media.lg} {
    display: block;
  }
`;
