import type { NewsletterChoices } from '@newsroom/shared';
import { Choices } from './NewsletterPages.styles.ts';

interface Props {
  defaults: NewsletterChoices;
  disabled?: boolean;
}

/** The two newsletters as checkboxes named morningEdition and breakingAlerts (read with FormData). */
export function NewsletterChoicesFields({ defaults, disabled }: Props) {
  return (
    <Choices disabled={disabled}>
      <legend>What would you like to receive?</legend>
      <label>
        <input type="checkbox" name="morningEdition" defaultChecked={defaults.morningEdition} />
        The morning edition: the day&apos;s top stories at 6 a.m.
      </label>
      <label>
        <input type="checkbox" name="breakingAlerts" defaultChecked={defaults.breakingAlerts} />
        Breaking news alerts (at most one every 10 minutes)
      </label>
    </Choices>
  );
}

export function choicesFrom(form: HTMLFormElement): NewsletterChoices {
  const data = new FormData(form);
  return { morningEdition: data.get('morningEdition') === 'on', breakingAlerts: data.get('breakingAlerts') === 'on' };
}
