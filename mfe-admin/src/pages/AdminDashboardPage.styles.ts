import { theme } from '@newsroom/shared';
import { TabList } from '@newsroom/shared/tabs';
import styled from 'styled-components';

// minmax(0, 1fr): wide content (the tab list, tables) scrolls inside its box on small screens
// instead of widening the page.
export const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space.lg} ${theme.space.md} ${theme.space.xxl};
`;

export const Header = styled.header`
  display: grid;
  gap: ${theme.space.xs};
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${theme.fonts.headline};
  font-size: ${theme.fontSizes.xxl};
`;

export const Subtitle = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
`;

// From tablet width up the seven tabs wrap onto a second row rather than scroll: at 1366 px one row
// cut "Site Health" with no sign that the strip scrolled. Phones keep the scrolling strip.
export const DashboardTabList = styled(TabList)`
  ${theme.media.md} {
    flex-wrap: wrap;
    overflow-x: visible;
  }
`;
