import type { ReactNode } from 'react';
import { Panel, PanelHeading, PanelIntro } from './Panel.styles.ts';

export interface TitledPanelProps {
  /** The heading's id: the section is named by its heading (landmark for screen readers). */
  headingId: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** A dashboard section named by its heading, with the sentence that says what it shows. */
export function TitledPanel({ headingId, title, intro, children }: TitledPanelProps) {
  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId}>{title}</PanelHeading>
      {intro && <PanelIntro>{intro}</PanelIntro>}
      {children}
    </Panel>
  );
}
