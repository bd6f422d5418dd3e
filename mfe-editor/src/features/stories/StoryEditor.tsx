import { zodResolver } from '@hookform/resolvers/zod';
import { Button, getSupabase, useAuth, useEditorRights } from '@newsroom/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { LeaveDialog } from '../../drafts/LeaveDialog.tsx';
import { useEditorDraft } from '../../drafts/useEditorDraft.ts';
import { type EditorStory } from './editorStory.ts';
import { editorialStatus } from '../../lib/editorialStatus.ts';
import { contributorMayEdit } from '../../lib/workflowStatus.ts';
import { RevisionList } from './RevisionList.tsx';
import { SharePreview } from './previewLinks/SharePreview.tsx';
import { CommentsPanel } from './comments/CommentsPanel.tsx';
import { CorrectionNoteFields } from './CorrectionNoteFields.tsx';
import {
  defaultSchedule,
  publicationFor,
  publishButtonLabel,
  scheduleFor,
  scheduledAt,
  type SaveIntent,
} from './schedule.ts';
import { SchedulePanel } from './SchedulePanel.tsx';
import { StoryEditorNotices } from './StoryEditorNotices.tsx';
import { ConflictNotice, type SavedVersion } from './conflict/ConflictNotice.tsx';
import { UnpublishDialog } from './UnpublishDialog.tsx';
import { useStoryRevisions } from './useStoryRevisions.ts';
import { Actions, Form, FormError } from '../../components/Form.styles.ts';
import { PartlySavedError } from '../../lib/saveErrors.ts';
import {
  EMPTY_STORY,
  NO_NOTE,
  NOTE_MESSAGES,
  contentOf,
  storyDraftEditorSchema,
  storyEditorSchema,
  type StoryEditorValues,
} from './storyFormSchema.ts';
import { StoryFields } from './StoryFields.tsx';
import { StoryPreview } from './StoryPreview.tsx';
import { readerStoryOf, valuesOf } from './storyValues.ts';
import { useSaveStory } from './useSaveStory.ts';
import { useRevisionRestore } from './useRevisionRestore.ts';
import { creditsChanged, creditsOf, NO_CREDITS } from './credits/storyCredits.ts';
import { markSaved } from './coedit/seedWorkingCopy.ts';
import { CAUGHT_UP_MESSAGE, useStoryWorkingCopy } from './coedit/useStoryWorkingCopy.ts';
import { useSharedFields } from './coedit/useSharedFields.ts';
import { sharedFieldsOf } from './coedit/sharedFields.ts';
import { usePeopleEditing } from './coedit/usePeopleEditing.ts';
import { EditingNow } from './coedit/EditingNow.tsx';
import { SaveStatusLine } from './coedit/SaveStatusLine.tsx';
import { useDeviceKeeper } from './coedit/useDeviceKeeper.ts';
import { presenceCaretsExtension } from './coedit/presenceCaretsExtension.ts';
import { fieldFocusHandlers } from './coedit/fieldFocus.ts';
import { useStoryEnding } from './ending/useStoryEnding.ts';
import { EndedSession } from './ending/EndedSession.tsx';
import { NotesPanel } from './notes/NotesPanel.tsx';
import { usePassageNotesBridge } from './notes/usePassageNotesBridge.ts';
import { StatusControl } from './workflow/StatusControl.tsx';
import { useWorkflowStatus } from './workflow/useStoryStatus.ts';
import { PlanningControl } from './workflow/PlanningControl.tsx';
import { StoryAddressPanel } from './address/StoryAddressPanel.tsx';
import { ChangesSincePublished } from './publishing/ChangesSincePublished.tsx';
import { useLiveVersion } from './publishing/useLiveVersion.ts';
import { UpdateStatusControl } from './publishing/UpdateStatusControl.tsx';
import { StoryAlertControl } from './alerts/StoryAlertControl.tsx';

export interface StoryEditorProps {
  /** The story as it was when the editor opened it; null for a new story. */
  story: EditorStory | null;
  /** The story as the live list has it now (another editor may have saved since). */
  current: EditorStory | null;
  onClose: () => void;
}

const publishResolver = zodResolver(storyEditorSchema);
const draftResolver = zodResolver(storyDraftEditorSchema);

function initialValues(story: EditorStory | null): StoryEditorValues {
  if (!story) return { ...EMPTY_STORY, schedule: defaultSchedule(), note: NO_NOTE, credits: NO_CREDITS };
  return {
    ...valuesOf(story),
    schedule: scheduleFor(story.status, story.publishedAt),
    note: NO_NOTE,
    credits: creditsOf(story),
  };
}

/** The version saved since the editor's base, once the revisions have caught up with it. */
function newerVersion(revisions: readonly SavedVersion[] | undefined, base: number | null): SavedVersion | null {
  const newest = revisions?.[0];
  return newest && base !== null && newest.version > base ? newest : null;
}

async function latestVersion(id: string): Promise<number | null> {
  const { data } = await getSupabase().from('news_stories').select('version').eq('id', id).maybeSingle();
  return typeof data?.version === 'number' ? data.version : null;
}

/**
 * Writing or editing one story: validation, schedule, preview, revisions, a local copy of unsaved
 * work, a guard against leaving it behind, and saves that never overwrite someone else's.
 */
export function StoryEditor({ story, current, onClose }: StoryEditorProps) {
  const [defaults] = useState(() => initialValues(story));
  // Opening the form moves focus to its heading, so keyboard and screen-reader users start there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const intent = useRef<SaveIntent>('publish');
  // A draft needs less than a publish: validate with the rules of the save the editor asked for.
  const resolver: Resolver<StoryEditorValues> = (values, context, options) =>
    (intent.current === 'draft' ? draftResolver : publishResolver)(values, context, options) as ReturnType<
      Resolver<StoryEditorValues>
    >;
  const form = useForm<StoryEditorValues>({ defaultValues: defaults, resolver });
  const { register, control, handleSubmit, formState, getValues } = form;
  const userId = useAuth((state) => state.user?.id ?? null);
  // Contributors write and hand in (the Status control's Ready for edit); only editors and admins
  // publish or schedule, so a contributor is not offered what the database refuses (decision 183).
  const mayPublish = useEditorRights().canEdit;
  // The working copy is seeded (or brought back) with every shared field of the story as saved.
  // A story moved to the trash or deleted while open ends the session: the copy is left (decision 203).
  const ending = useStoryEnding(story?.id ?? null);
  const { binding, presence } = useStoryWorkingCopy(
    story && { ...story, fields: sharedFieldsOf(defaults) },
    ending ? null : userId,
  );
  const shared = binding.phase === 'shared' ? binding : null;
  useSharedFields(shared?.copy ?? null, form);
  const keeper = useDeviceKeeper(shared?.copy ?? null, userId, story?.id ?? null);
  const people = usePeopleEditing(story?.id ?? null, presence, userId, shared?.carets ?? null);
  const notes = usePassageNotesBridge(shared?.copy ?? null);
  const save = useSaveStory();
  const revision = useRevisionRestore(form);
  const [uploading, setUploading] = useState(false);
  // "Keep my version" first asks for the version now saved: a save sent before the answer would
  // still carry the old one and be refused again.
  const [checkingLatest, setCheckingLatest] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [confirmingUnpublish, setConfirmingUnpublish] = useState(false);
  const editing = useEditorDraft({
    kind: 'story',
    id: story?.id ?? null,
    version: story?.version ?? null,
    form,
    defaults,
    saved: save.isSuccess,
    onClose,
  });
  const { values, baseVersion, conflict, refusal, setRefusal } = editing;
  const isLive = story ? editorialStatus(story) === 'published' : false;
  // A contributor saves only drafts, and only until an editor takes the story (Ready to publish on).
  const workflowStatus = useWorkflowStatus(story?.id ?? null);
  const mayWrite = mayPublish || !story || (story.status === 'draft' && contributorMayEdit(workflowStatus));
  // The live story (readers' version) and a publish of the shared copy by a colleague (issue 50).
  const live = useLiveVersion({ story, current, copy: shared?.copy ?? null, baseVersion, onAdopt: editing.overwrite });
  const staleOpen = current !== null && baseVersion !== null && current.version > baseVersion;
  // On a conflict the revisions are read again: the notice names who saved and shows what differs.
  const revisions = useStoryRevisions(story?.id ?? null);
  const refetchRevisions = revisions.refetch;
  useEffect(() => {
    if (conflict) void refetchRevisions();
  }, [conflict, refetchRevisions]);

  const submit = (chosen: SaveIntent, unpublishing = false) => {
    intent.current = chosen;
    setRefusal(null);
    void handleSubmit((valid) => {
      const note = isLive && valid.note.kind ? { kind: valid.note.kind, text: valid.note.text } : null;
      if (note && chosen === 'draft') {
        setRefusal(NOTE_MESSAGES.notWithDraft);
        return;
      }
      const publication = publicationFor({
        intent: chosen,
        schedule: valid.schedule,
        saved: story ? { status: story.status, publishedAt: story.publishedAt } : null,
      });
      const input = {
        id: story?.id ?? null,
        values: contentOf(valid),
        savedValues: story ? contentOf(defaults) : null,
        baseVersion,
        publication,
        note,
        // Saved only when they changed: an unchanged list purges no page.
        credits: creditsChanged(valid.credits, defaults.credits) ? valid.credits : null,
        unpublishing,
      };
      save.mutate(input, {
        onSuccess: (saved) => {
          // The shared text is saved as this version: a console opening it later knows it missed nothing.
          if (shared) markSaved(shared.copy.doc, saved.version);
          editing.saveHandlers.onSuccess();
        },
        onError: async (error) => {
          // The story was saved without its credits or note: the next save is checked against that version.
          if (error instanceof PartlySavedError) editing.overwrite(error.savedVersion);
          // Two Publish update clicks at once: the colleague's publish already holds this update.
          if (chosen === 'publish' && (await live.alreadyPublished(error, contentOf(valid))))
            editing.saveHandlers.onSuccess();
          else editing.saveHandlers.onError(error);
        },
      });
    }, editing.refuseInvalid)();
  };

  const overwrite = async () => {
    if (!story) return;
    setCheckingLatest(true);
    try {
      const version = await latestVersion(story.id);
      if (version === null) {
        setRefusal('This story no longer exists: it was deleted.');
        return;
      }
      editing.overwrite(version);
    } finally {
      setCheckingLatest(false);
    }
  };
  const saving = save.isPending || uploading || checkingLatest;

  const schedule = values.schedule;
  const preview = previewing && (
    <StoryPreview
      // The chosen authors' names link as on the site; new topics have no page yet, so none show.
      story={{ ...readerStoryOf(contentOf(getValues()), schedule, story), authors: getValues().credits.authors }}
      publishesAt={schedule.isScheduled ? scheduledAt(schedule) : null}
      onBack={() => setPreviewing(false)}
      backLabel="Back to editing"
    />
  );

  return (
    <>
      {preview}
      <Form
        hidden={previewing}
        noValidate
        aria-labelledby="story-editor-title"
        {...fieldFocusHandlers(shared?.carets ?? null)}
        onSubmit={(event) => {
          event.preventDefault();
          // Only the Publish button submits the form (Enter in a field with no submit button does not).
          if (mayPublish) submit('publish');
        }}
      >
        <h2 id="story-editor-title" ref={heading} tabIndex={-1}>
          {story ? 'Edit story' : 'New story'}
        </h2>
        <StoryEditorNotices
          offered={editing.offered}
          onRestoreDraft={editing.restoreDraft}
          onDiscardDraft={editing.discardDraft}
          staleOpen={staleOpen && !conflict}
          restoredVersion={revision.restoredVersion}
          onUndoRestore={revision.undo}
        />
        <EditingNow people={people} />
        {ending && <EndedSession ending={ending} onClose={onClose} />}
        <StoryFields
          control={control}
          register={register}
          setValue={form.setValue}
          errors={formState.errors}
          onUploadingChange={setUploading}
          people={people}
          readOnly={ending !== null}
          collaboration={
            binding.phase === 'opening'
              ? 'opening'
              : shared
                ? {
                    doc: shared.copy.doc,
                    extensions: [presenceCaretsExtension(shared.carets), ...(notes ? [notes.extension] : [])],
                  }
                : undefined
          }
          textStatus={shared && keeper && <SaveStatusLine copy={shared.copy} keeper={keeper} />}
        />
        {binding.phase === 'unavailable' && <FormError role="alert">{binding.reason}</FormError>}
        {shared?.caughtUp && <p role="status">{CAUGHT_UP_MESSAGE}</p>}
        {story && notes && <NotesPanel storyId={story.id} bridge={notes.bridge} />}
        {isLive && live.published && (
          <ChangesSincePublished
            published={live.published}
            working={contentOf(values)}
            onDiscard={() => form.reset({ ...getValues(), ...live.published }, { keepDefaultValues: true })}
          />
        )}
        {live.adoptedVersion !== null && (
          <p role="status">A colleague published this working copy as version {live.adoptedVersion}.</p>
        )}
        {story && (
          <StatusControl
            storyId={story.id}
            // A move alone is no new version; one that published or unpublished it leaves the form's
            // buttons out of date, so the form closes.
            onMoved={(moved) => moved.status !== story.status && onClose()}
          />
        )}
        {story && isLive && mayPublish && <UpdateStatusControl storyId={story.id} />}
        {story && isLive && mayPublish && <StoryAlertControl storyId={story.id} />}
        {story && <PlanningControl storyId={story.id} />}
        {story && <StoryAddressPanel storyId={story.id} mayChange={mayPublish} />}
        {mayPublish && (
          <SchedulePanel
            control={control}
            register={register}
            setValue={form.setValue}
            getFieldState={form.getFieldState}
            errors={formState.errors}
          />
        )}
        {isLive && mayPublish && <CorrectionNoteFields register={register} errors={formState.errors} />}
        {story && (
          <RevisionList
            storyId={story.id}
            versionInForm={revision.restoredVersion ?? story.version}
            onRestore={revision.restore}
          />
        )}
        {story && !isLive && <SharePreview storyId={story.id} />}
        {story && <CommentsPanel storyId={story.id} />}
        {refusal && <FormError role="alert">{refusal}</FormError>}
        {conflict && (
          <ConflictNotice
            theirs={newerVersion(revisions.data, baseVersion)}
            mine={contentOf(getValues())}
            overwriting={checkingLatest}
            onOverwrite={() => void overwrite()}
            onDiscardMine={editing.discardMine}
          />
        )}
        {!mayWrite && (
          <p>Only an editor or admin changes a story once it is ready to publish, scheduled, published or spiked.</p>
        )}
        <Actions hidden={ending !== null}>
          {mayPublish && (
            <Button type="submit" disabled={saving}>
              {save.isPending ? 'Saving…' : publishButtonLabel(schedule, isLive)}
            </Button>
          )}
          {isLive && mayPublish && (
            <Button $variant="secondary" disabled={saving} onClick={() => setConfirmingUnpublish(true)}>
              Unpublish
            </Button>
          )}
          {!isLive && mayWrite && (
            <Button $variant="secondary" disabled={saving} onClick={() => submit('draft')}>
              {save.isPending && !mayPublish ? 'Saving…' : 'Save as draft'}
            </Button>
          )}
          <Button $variant="secondary" onClick={() => setPreviewing(true)}>
            Preview
          </Button>
          <Button $variant="ghost" onClick={onClose}>
            Back to stories
          </Button>
        </Actions>
      </Form>
      <UnpublishDialog
        open={confirmingUnpublish}
        busy={saving}
        onConfirm={() => {
          setConfirmingUnpublish(false);
          submit('draft', true);
        }}
        onCancel={() => setConfirmingUnpublish(false)}
      />
      <LeaveDialog guard={editing.guard}>
        Your unsaved changes stay on this device and are offered back when you open this story again.
      </LeaveDialog>
    </>
  );
}
