import styled from 'styled-components';
import { theme } from './theme.ts';

/**
 * Fills the image's reserved box: a soft tint of the subject's colour with its icon in the middle,
 * sized with the box (a card's thumbnail or a story's hero), so a missing picture looks designed.
 */
export const Placeholder = styled.div`
  --placeholder-colour: ${theme.colors.inkMuted};
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background:
    radial-gradient(circle at 50% 45%, color-mix(in srgb, var(--placeholder-colour) 10%, white) 0, transparent 70%),
    color-mix(in srgb, var(--placeholder-colour) 18%, ${theme.colors.paperMuted});
  color: var(--placeholder-colour);
`;

export const Badge = styled.span`
  display: grid;
  place-items: center;
  width: clamp(2.5rem, 28%, 6rem);
  aspect-ratio: 1;
  border-radius: 50%;
  background: color-mix(in srgb, var(--placeholder-colour) 12%, white);
  box-shadow: 0 0 0 1px color-mix(in srgb, var(--placeholder-colour) 25%, transparent);

  svg {
    width: 50%;
    height: 50%;
  }
`;
