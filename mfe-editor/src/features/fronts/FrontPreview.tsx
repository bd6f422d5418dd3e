import { NotLiveBadge } from './NotLiveBadge.tsx';
import { ReaderFrontPreview } from './ReaderFrontPreview.tsx';
import { RULES, type WorkingFront } from './workingFront.ts';

export interface FrontPreviewProps {
  front: WorkingFront;
}

/**
 * The working front as readers will see it, drawn by the reader remote (decision 209), then as a
 * list in the readers' order (decision 192): each container's title and the headlines readers will
 * see, up to its card limit; a story not yet live is marked and not counted, as the front leaves it
 * out until it is.
 */
export function FrontPreview({ front }: FrontPreviewProps) {
  return (
    <section aria-labelledby="front-preview-title">
      <h3 id="front-preview-title">Preview</h3>
      <ReaderFrontPreview front={front} />
      <p>Every container and card in order, those not live yet included:</p>
      <ol>
        {front.containers.map((container) => {
          const shown = container.cards.filter((card) => card.live).slice(0, container.card_limit);
          const waiting = container.cards.filter((card) => !card.live);
          const rule = RULES.find((option) => option.value === container.rule)?.label;
          return (
            <li key={container.key}>
              <h4>{container.title}</h4>
              {container.kind === 'automatic' ? (
                <p>
                  Filled by the rule: {rule} (up to {container.card_limit}).
                </p>
              ) : (
                <ol>
                  {shown.map((card) => (
                    <li key={card.story_id}>{card.headline ?? card.story_title}</li>
                  ))}
                  {waiting.map((card) => (
                    <li key={card.story_id}>
                      {card.headline ?? card.story_title}
                      <NotLiveBadge />
                    </li>
                  ))}
                </ol>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
