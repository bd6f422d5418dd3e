import { Button, useAuth, useEditorRights } from '@newsroom/shared';
import { Section } from '../RevisionList.styles.ts';
import { PlanningForm } from './PlanningForm.tsx';
import { CHANGED_ELSEWHERE, useStoryPlanning } from './useStoryPlanning.ts';

export interface PlanningControlProps {
  storyId: string;
}

/**
 * A saved story's planning (decision 190): its assignee, desk, deadline, planned publication slot and pitch
 * note, saved apart from the story (no new edit version), with the database's refusal in words.
 */
export function PlanningControl({ storyId }: PlanningControlProps) {
  const { desks, staff, planning, save } = useStoryPlanning(storyId);
  const rights = useEditorRights();
  const userId = useAuth((state) => state.user?.id ?? null);
  // Without the staff list the form still opens: only the assignee is then left as it is.
  const failure = planning.error ?? desks.error ?? staff.error;
  const reload = () => {
    save.reset();
    void planning.refetch();
  };
  return (
    <Section aria-labelledby="story-planning-title">
      <h3 id="story-planning-title">Planning</h3>
      {failure && <p role="alert">{failure.message}</p>}
      {planning.data && desks.data && (staff.data || staff.error) && (
        <PlanningForm
          // A fresh form once the saved planning is read again.
          key={planning.dataUpdatedAt}
          planning={planning.data}
          desks={desks.data}
          staff={staff.data ?? []}
          staffUnavailable={!staff.data}
          mayAssign={rights.canEdit}
          mayPlan={rights.canEdit || (userId !== null && planning.data.createdBy === userId)}
          saving={save.isPending}
          onSave={(change) => save.mutate({ loaded: planning.data, change })}
        />
      )}
      <div aria-live="polite">{save.isSuccess && !save.isPending && <p>Planning saved.</p>}</div>
      {save.isError && <p role="alert">{save.error.message}</p>}
      {save.error?.message === CHANGED_ELSEWHERE && (
        <Button $size="sm" $variant="secondary" onClick={reload}>
          Reload planning (drops your changes)
        </Button>
      )}
    </Section>
  );
}
