import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { Message, Screen, Title, type MessageTone } from './MessageScreen.styles.ts';

export type { MessageTone } from './MessageScreen.styles.ts';

export interface MessageScreenProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The element: `main` when the screen is the whole page, else a `section` inside one. */
  as?: 'main' | 'section' | 'div';
  /** The box's height, so the message sits in the middle of the space the page would take. */
  minHeight?: string;
  /** The heading (an h1 that also names the region). */
  title?: string;
  message: ReactNode;
  /** plain: muted text; large: a big heading and text (404); status: a start-up line. */
  tone?: MessageTone;
  /** Shown above the heading, e.g. a spinner. */
  icon?: ReactNode;
  /** Actions under the message (a button, a link). */
  children?: ReactNode;
}

/** A centred message for a whole page or a page's area: not found, failed to load, starting up. */
export function MessageScreen({
  as = 'section',
  minHeight = '50vh',
  title,
  message,
  tone = 'plain',
  icon,
  children,
  ...rest
}: MessageScreenProps) {
  const titleId = useId();
  return (
    <Screen as={as} $minHeight={minHeight} aria-labelledby={title ? titleId : undefined} {...rest}>
      {icon}
      {title && (
        <Title id={titleId} $tone={tone}>
          {title}
        </Title>
      )}
      <Message $tone={tone}>{message}</Message>
      {children}
    </Screen>
  );
}
