import { httpUrlOrEmpty } from '@newsroom/shared';

/** A feed's URL: a link only when it is http(s); "#" says there is none; anything else is text. */
export function FeedLink({ url }: { url: string }) {
  const href = httpUrlOrEmpty(url);
  if (href) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {url}
      </a>
    );
  }
  return <span>{url === '#' || url === '' ? 'No link' : url}</span>;
}
