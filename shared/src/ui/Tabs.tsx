import { theme } from './theme.ts';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useEffect, useRef, type ComponentProps } from 'react';
import styled from 'styled-components';

/**
 * ARIA tabs (Radix: roving focus, arrow keys, Home/End, automatic activation) in the portal's
 * look. Usage: <Tabs defaultValue="a"><TabList aria-label="…"><Tab value="a">A</Tab></TabList>
 * <TabPanel value="a">…</TabPanel></Tabs>.
 */
export const Tabs = TabsPrimitive.Root;

const StyledTabList = styled(TabsPrimitive.List)`
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

/** Scrolls the strip so the open tab shows (centred) whenever it is out of view. */
function revealActiveTab(list: HTMLElement) {
  const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!active) return;
  // The strip is the tabs' offsetParent (position: relative).
  const start = active.offsetLeft;
  const end = start + active.offsetWidth;
  if (start >= list.scrollLeft && end <= list.scrollLeft + list.clientWidth) return;
  list.scrollLeft = Math.max(0, start - (list.clientWidth - active.offsetWidth) / 2);
}

/**
 * The strip of tabs. On a phone it scrolls sideways, and keeps the open tab in view: a page opened
 * on a later tab (/admin?tab=messages) shows that tab, not the first ones.
 */
export function TabList(props: ComponentProps<typeof StyledTabList>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    revealActiveTab(list);
    const observer = new MutationObserver(() => revealActiveTab(list));
    // Another tab opened, or a label changed width (the Messages tab's unread count arrives late).
    observer.observe(list, { subtree: true, childList: true, characterData: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, []);
  return <StyledTabList ref={ref} {...props} />;
}

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
