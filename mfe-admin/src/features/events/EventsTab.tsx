import { describeWriteError, LIVE_EVENTS_LOAD_ERROR, LoadFailure, type LiveEvent } from '@newsroom/shared';
import { useState } from 'react';
import { EmptyText, Panel, PanelHeading, PanelIntro, TabStack } from '../../components/Panel.styles.ts';
import {
  EMPTY_EVENT_FORM,
  EVENT_CONSTRAINT_MESSAGES,
  eventToFormValues,
  type EventFormValues,
  type SportsEventWrite,
} from './eventForm.ts';
import { EventForm } from './EventForm.tsx';
import { EventRow } from './EventRow.tsx';
import { EventListBox } from './EventsTab.styles.ts';
import { useAdminEvents, useCategoryOptions } from './useAdminEvents.ts';
import { useCreateEvent, useDeleteEvent, useEndEvent, useSetEventLive, useUpdateEvent } from './useEventMutations.ts';

interface Editing {
  id: string;
  values: EventFormValues;
}

/** The live events control room: create, edit, start/stop, end and delete events. */
export function EventsTab() {
  const events = useAdminEvents();
  const categories = useCategoryOptions();
  const [editing, setEditing] = useState<Editing | null>(null);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const start = useSetEventLive(true);
  const stop = useSetEventLive(false);
  const end = useEndEvent();
  const remove = useDeleteEvent();

  const save = editing ? update : create;
  const saveError = save.isError
    ? (describeWriteError(save.error, { constraints: EVENT_CONSTRAINT_MESSAGES }) ?? null)
    : null;
  const onSave = async (row: SportsEventWrite) => {
    try {
      if (editing) await update.mutateAsync({ id: editing.id, row });
      else await create.mutateAsync(row);
      setEditing(null);
      return true;
    } catch {
      return false;
    }
  };
  const busyId = [start, stop, end, remove].find((mutation) => mutation.isPending)?.variables ?? null;

  return (
    <TabStack>
      <EventForm
        key={editing?.id ?? 'new'}
        mode={editing ? 'edit' : 'create'}
        initialValues={editing?.values ?? EMPTY_EVENT_FORM}
        categories={categories.data ?? []}
        saving={save.isPending}
        saveError={saveError}
        onSave={onSave}
        onCancel={
          editing
            ? () => {
                create.reset();
                setEditing(null);
              }
            : undefined
        }
      />
      <Panel aria-labelledby="admin-events-heading">
        <PanelHeading id="admin-events-heading">Live Events</PanelHeading>
        <PanelIntro>
          Latest start time first. Switching Live on shows the event as LIVE on every open hub page.
        </PanelIntro>
        {events.isPending && <EmptyText>Loading live events…</EmptyText>}
        {events.isError && <LoadFailure message={LIVE_EVENTS_LOAD_ERROR} onRetry={() => void events.refetch()} />}
        {events.isSuccess && events.data.length === 0 && <EmptyText>No live events yet.</EmptyText>}
        {events.isSuccess && events.data.length > 0 && (
          <EventListBox>
            {events.data.map((event: LiveEvent) => (
              <li key={event.id}>
                <EventRow
                  event={event}
                  busy={busyId === event.id}
                  onEdit={(chosen) => {
                    update.reset();
                    setEditing({ id: chosen.id, values: eventToFormValues(chosen) });
                  }}
                  onSetLive={(chosen, live) => (live ? start : stop).mutate(chosen.id)}
                  onEnd={(chosen) => end.mutate(chosen.id)}
                  onDelete={(chosen) => {
                    if (editing?.id === chosen.id) setEditing(null);
                    remove.mutate(chosen.id);
                  }}
                />
              </li>
            ))}
          </EventListBox>
        )}
      </Panel>
    </TabStack>
  );
}
