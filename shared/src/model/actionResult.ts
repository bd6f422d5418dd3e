/**
 * What every write the reader can start resolves to (sign in/up/out, newsletter, contact, story
 * tip): whether it worked and the sentence to show. Expected failures (a taken e-mail, a network
 * error) are results, not thrown errors, so a form can show the message inline.
 */
export interface ActionResult {
  ok: boolean;
  message: string;
}

export const succeeded = (message: string): ActionResult => ({ ok: true, message });
export const failed = (message: string): ActionResult => ({ ok: false, message });
