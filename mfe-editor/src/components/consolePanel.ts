/**
 * What every tab's panel receives from the console frame. Here, not in console/consoleTabs.ts:
 * the panels importing the tab list that imports them made an import circle.
 */
export interface ConsolePanelProps {
  isAdmin: boolean;
}
