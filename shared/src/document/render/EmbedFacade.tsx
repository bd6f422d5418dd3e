import { useState } from 'react';
import { EMBED_PROVIDERS } from '../schema.ts';
import type { DocumentNode } from '../types.ts';
import { EMBED_FRAMES } from './embedFrames.ts';
import { useDocumentSettings } from './context.ts';
import { EmbedLink } from './EmbedLink.tsx';
import { embedProvider } from './safeUrls.ts';

/**
 * An embed as a privacy facade: the provider's name on a neutral poster, a button, and a link to
 * the original. Nothing is fetched from the provider until the reader presses the button; then the
 * provider's player replaces the facade (its privacy-enhanced domain where there is one).
 */
export function EmbedFacade({ node }: { node: DocumentNode }) {
  const [playing, setPlaying] = useState(false);
  const { feedOrigin } = useDocumentSettings();
  const provider = embedProvider(node.attrs?.provider, node.attrs?.url);
  if (!provider) return null;
  const url = node.attrs?.url as string;
  if (feedOrigin) return <EmbedLink provider={provider} url={url} />;
  const { label } = EMBED_PROVIDERS[provider];
  const frame = EMBED_FRAMES[provider](url);
  return (
    <figure className={`story-embed story-embed--${provider}`} style={{ aspectRatio: frame.aspectRatio }}>
      {playing ? (
        <iframe
          src={frame.src}
          title={`${label} embed`}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
        />
      ) : (
        <>
          <div className="story-embed__poster" aria-hidden="true">
            {label}
          </div>
          <button type="button" className="story-embed__play" onClick={() => setPlaying(true)}>
            {`${frame.action} from ${label}`}
          </button>
          <figcaption>
            Shown from {label} when you ask for it.{' '}
            <a href={url} rel="noopener noreferrer">
              Open on {label}
            </a>
          </figcaption>
        </>
      )}
    </figure>
  );
}
