import { safeLinkOrEmpty } from '@newsroom/shared';

/**
 * A feed's or ad's link: a link when it is http(s) or a path on this site (/story/<id>), opened in
 * a new tab so the console stays; "#" says there is none; anything else is text.
 */
export function FeedLink({ url }: { url: string }) {
  const href = safeLinkOrEmpty(url);
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {url}
      </a>
    );
  }
  return <span>{url === '#' || url === '' ? 'No link' : url}</span>;
}
