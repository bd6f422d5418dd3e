import { Fragment } from 'react';
import type { CaptionLines } from './captionLines.ts';

export interface CaptionTextProps {
  lines: CaptionLines;
}

/** A caption's text as the renderer draws plain paragraphs: a <p> per paragraph, a <br> between lines. */
export function CaptionText({ lines }: CaptionTextProps) {
  return (
    <>
      {lines.map((paragraph, index) => (
        <p key={index}>
          {paragraph.map((line, lineIndex) => (
            <Fragment key={lineIndex}>
              {lineIndex > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </>
  );
}
