import { Panel, PanelHeading } from '../../components/Panel.styles.ts';

/** Custom advertisements (being built). */
export function AdsTab() {
  return (
    <Panel aria-labelledby="admin-ads-heading">
      <PanelHeading id="admin-ads-heading">Custom Advertisements</PanelHeading>
    </Panel>
  );
}
