import { markedParts } from '@newsroom/shared';

/** Text with the database's match marks shown as <mark>; everything is rendered as text, never HTML. */
export function MarkedText({ text }: { text: string }) {
  return (
    <>
      {markedParts(text).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
