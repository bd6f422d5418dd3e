import { useId } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { AlertFieldset } from './BreakingNewsPanel.styles.ts';
import type { BreakingValues } from './breakingSchema.ts';
import { useAlertAudience } from './useBreakingAlert.ts';

/** Who an alert reaches, as the database counts them now. */
function audienceText(count: number | undefined): string {
  if (count === undefined) return 'the subscribers who chose breaking-news alerts';
  return count === 1
    ? '1 subscriber who chose breaking-news alerts'
    : `${count} subscribers who chose breaking-news alerts`;
}

/** Ticker only (the default) or ticker and alert, saying who an alert e-mails and when. */
export function AlertChoice({ register }: { register: UseFormRegister<BreakingValues> }) {
  const id = useId();
  const audience = useAlertAudience();
  return (
    <AlertFieldset aria-describedby={`${id}-hint`}>
      <legend>Alert</legend>
      <label>
        <input type="radio" value="ticker" {...register('reach')} /> Ticker only
      </label>
      <label>
        <input type="radio" value="alert" {...register('reach')} /> Ticker and alert
      </label>
      <p id={`${id}-hint`}>
        An alert e-mails {audienceText(audience.data)}, one minute after you add the item: you can cancel it until then.
      </p>
    </AlertFieldset>
  );
}
