import type { StoryTip } from './storyTip.ts';

/** How to reach the tipster: what they wrote (as text) and any e-mail address, or "None given". */
export function TipContact({ tip }: { tip: StoryTip }) {
  if (!tip.contact && !tip.contactEmail) return <>None given</>;
  return (
    <>
      {tip.contact}
      {tip.contact && tip.contactEmail && ' · '}
      {tip.contactEmail && <a href={`mailto:${tip.contactEmail}`}>{tip.contactEmail}</a>}
    </>
  );
}
