import type { Advertisement } from '@newsroom/shared';

/**
 * The campaign part of the ad form (decision 187): the window as `datetime-local` values in the
 * admin's own time zone, the sections and editions it targets (none: everywhere), and the daily cap
 * per reader's device. The database refuses a window that ends before it starts too.
 */
export interface AdCampaignValues {
  startsAt: string;
  endsAt: string;
  sections: string[];
  editions: string[];
  frequencyCap: string;
}

export interface AdCampaignRow {
  starts_at: string | null;
  ends_at: string | null;
  sections: string[];
  editions: string[];
  frequency_cap: number | null;
}

export const EMPTY_CAMPAIGN: AdCampaignValues = {
  startsAt: '',
  endsAt: '',
  sections: [],
  editions: [],
  frequencyCap: '',
};

export const WINDOW_ORDER_MESSAGE = 'The end must be after the start';

/** A `datetime-local` value (local time) as an ISO instant; blank or unreadable: null. */
export function instantOf(local: string): string | null {
  const time = local ? new Date(local).getTime() : NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** An ISO instant as a `datetime-local` value in the browser's time zone, to the minute. */
export function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Why a window cannot be saved, or null. */
export function windowProblem(startsAt: string, endsAt: string): string | null {
  const start = instantOf(startsAt);
  const end = instantOf(endsAt);
  return start && end && end <= start ? WINDOW_ORDER_MESSAGE : null;
}

export function campaignToRow(values: AdCampaignValues): AdCampaignRow {
  return {
    starts_at: instantOf(values.startsAt),
    ends_at: instantOf(values.endsAt),
    sections: values.sections,
    editions: values.editions,
    frequency_cap: values.frequencyCap ? Number(values.frequencyCap) : null,
  };
}

export function campaignToFormValues(ad: Advertisement): AdCampaignValues {
  return {
    startsAt: localInputOf(ad.startsAt),
    endsAt: localInputOf(ad.endsAt),
    sections: ad.sections,
    editions: ad.editions,
    frequencyCap: ad.frequencyCap ? String(ad.frequencyCap) : '',
  };
}

/** One line for the ad list: when it runs, where, how often. */
export function campaignSummary(
  ad: Advertisement,
  format: (iso: string) => string,
  editionLabel: (key: string) => string = (key) => key,
): string {
  const from = ad.startsAt ? `from ${format(ad.startsAt)}` : 'from now';
  const until = ad.endsAt ? `until ${format(ad.endsAt)}` : 'until switched off';
  const where = [...ad.sections, ...ad.editions.map(editionLabel)].join(', ') || 'every section and edition';
  const cap = ad.frequencyCap ? `, at most ${ad.frequencyCap} a day per reader` : '';
  return `Runs ${from} ${until}; ${where}${cap}`;
}
