import { parseLivePostBody } from '@newsroom/shared';

/** A post's paragraphs: text stays text (HTML included); only safe addresses become links. */
export function LivePostBody({ body }: { body: string }) {
  return (
    <>
      {parseLivePostBody(body).map((parts, index) => (
        <p key={index}>
          {parts.map((part, at) =>
            part.kind === 'link' ? (
              <a key={at} href={part.href} rel="noopener noreferrer nofollow">
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
      ))}
    </>
  );
}
