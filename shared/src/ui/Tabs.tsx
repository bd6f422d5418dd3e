import { theme } from './theme.ts';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import styled from 'styled-components';

/**
 * ARIA tabs (Radix: roving focus, arrow keys, Home/End, automatic activation) in the portal's
 * look. Usage: <Tabs defaultValue="a"><TabList aria-label="…"><Tab value="a">A</Tab></TabList>
 * <TabPanel value="a">…</TabPanel></Tabs>.
 */
export const Tabs = TabsPrimitive.Root;

export const TabList = styled(TabsPrimitive.List)`
  display: flex;
  gap: ${theme.space.xs};
  padding: ${theme.space.xs};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.paperMuted};
  /* On a phone the tabs scroll inside the strip; position: relative keeps absolutely positioned
     parts of a tab (visually hidden text, badges) inside that scroll box too, or they would
     widen the page. */
  position: relative;
  overflow-x: auto;
`;

export const Tab = styled(TabsPrimitive.Trigger)`
  flex: 1 0 auto;
  min-height: 2.25rem;
  padding: 0 ${theme.space.md};
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.inkMuted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &[data-state='active'] {
    background: ${theme.colors.paper};
    color: ${theme.colors.ink};
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.12);
  }
`;

export const TabPanel = styled(TabsPrimitive.Content)`
  padding-top: ${theme.space.md};
`;
