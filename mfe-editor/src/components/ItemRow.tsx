import type { HTMLAttributes, ReactNode } from 'react';
import { Row, RowActions, RowText } from './consoleKit.styles.ts';

export interface ItemRowProps extends Omit<HTMLAttributes<HTMLLIElement>, 'title'> {
  title: string;
  /** h3 in a tab's own list, h4 in a list under a tab's subheading. */
  heading?: 'h3' | 'h4';
  /** The line under the title: badges, byline, times. */
  meta: ReactNode;
  /** Lines after the meta line (a description, a link). */
  details?: ReactNode;
  /** Shown before the text (a thumbnail). */
  media?: ReactNode;
  actions?: ReactNode;
}

/** One row of a console list: title, meta line, details and its actions (data-* go on the <li>). */
export function ItemRow({ title, heading: Heading = 'h3', meta, details, media, actions, ...rest }: ItemRowProps) {
  return (
    <Row {...rest}>
      {media}
      <RowText>
        <Heading>{title}</Heading>
        <p>{meta}</p>
        {details}
      </RowText>
      {actions && <RowActions>{actions}</RowActions>}
    </Row>
  );
}
