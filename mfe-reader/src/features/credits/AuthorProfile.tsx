import type { Author } from '@newsroom/shared';
import { Profile } from './AuthorProfile.styles.ts';

/** A link's text: its host without www. ("twitter.com"), the address itself if unreadable. */
function linkLabel(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

/** The author's name, photo, role, bio and links, everything from the database shown as text. */
export function AuthorProfile({ author }: { author: Author }) {
  return (
    <Profile>
      {author.photoUrl && <img src={author.photoUrl} alt="" width={96} height={96} />}
      <div>
        <h1>{author.name}</h1>
        {author.roleTitle && <p className="role">{author.roleTitle}</p>}
        {author.bio && <p className="bio">{author.bio}</p>}
        {author.links.length > 0 && (
          <ul aria-label={`${author.name} elsewhere`}>
            {author.links.map((href) => (
              <li key={href}>
                <a href={href} rel="me noopener noreferrer" target="_blank">
                  {linkLabel(href)}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Profile>
  );
}
