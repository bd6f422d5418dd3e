import { charLength } from '../../../lib/text.ts';

/**
 * A field's count against what search results show (decision 205): "42 of 60 characters", or
 * past it, that the end may be cut. Advice, not a limit: the field's own limit is longer.
 */
export function characterCount(value: string, advised: number): string {
  const count = charLength(value.trim());
  if (count <= advised) return `${count} of ${advised} characters`;
  return `${count} characters: search results show about ${advised}, so the end may be cut off`;
}
