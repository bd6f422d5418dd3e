import type { CreditKind } from '@newsroom/shared';
import { useQuery } from '@tanstack/react-query';
import { Intro } from './CreditIntro.styles.ts';
import { creditProfileQuery, paragraphsOf } from './creditProfile.ts';

export interface CreditIntroProps {
  kind: CreditKind;
  slug: string;
  /** The author's or topic's name, for the e-mail link's words. */
  name: string;
}

/**
 * An author's long bio and e-mail for readers, or a topic's intro: plain text in paragraphs (any
 * markup in it shows as the characters typed). Nothing while loading or when there is none.
 */
export function CreditIntro({ kind, slug, name }: CreditIntroProps) {
  const { data } = useQuery(creditProfileQuery(kind, slug));
  if (!data || (!data.text && !data.email)) return null;
  return (
    <Intro className={`credit-intro credit-intro-${kind}`}>
      {paragraphsOf(data.text).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {data.email && (
        <p>
          <a href={`mailto:${data.email}`}>Email {name}</a>
        </p>
      )}
    </Intro>
  );
}
