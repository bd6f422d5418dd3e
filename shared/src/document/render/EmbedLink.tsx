import { EMBED_PROVIDERS, type EmbedProvider } from '../schema.ts';

/**
 * An embed in a feed or an e-mail: a link to the original on the provider's site. Feed readers and
 * mail clients run no button and must load no frame or script.
 */
export function EmbedLink({ provider, url }: { provider: EmbedProvider; url: string }) {
  const { label } = EMBED_PROVIDERS[provider];
  return (
    <p className={`story-embed story-embed--${provider}`}>
      <a href={url} rel="noopener noreferrer">
        {`View on ${label}: ${url}`}
      </a>
    </p>
  );
}
