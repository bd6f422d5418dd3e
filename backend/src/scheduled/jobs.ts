import type { NightlyJobSpec } from './nightlyJob.ts';

/** Deletes for good what was trashed more than 30 days ago (decision 195; 20261204500000_trash.sql). */
export const TRASH_PURGE: NightlyJobSpec = {
  name: 'trash',
  fn: 'public.purge_expired_trash',
  cron: '17 3 * * *',
  done: (count) => `${count} item(s) trashed over 30 days ago deleted for good`,
};

/** Drops working copies idle 30 days with nothing unsaved (decision 202; 20261205600000_working_copy_cleanup.sql). */
export const WORKING_COPY_CLEANUP: NightlyJobSpec = {
  name: 'coedit',
  fn: 'public.purge_stale_working_copies',
  cron: '47 3 * * *',
  done: (count) => `${count} working copy(ies) idle 30 days dropped`,
};

/** Deletes the settled pushes of alerts sent over 30 days ago (20261207510000_push_delivery_pruning.sql). */
export const PUSH_DELIVERY_PRUNING: NightlyJobSpec = {
  name: 'push',
  fn: 'public.prune_push_deliveries',
  cron: '27 3 * * *',
  done: (count) => `${count} settled push(es) of alerts over 30 days old deleted`,
};

/** Deletes the load counters of hours over 30 days ago (decision 216; 20261208200000_remote_loads.sql). */
export const REMOTE_LOADS_PRUNING: NightlyJobSpec = {
  name: 'remote-loads',
  fn: 'public.prune_remote_loads',
  cron: '37 3 * * *',
  done: (count) => `${count} remote load counter(s) over 30 days old deleted`,
};
