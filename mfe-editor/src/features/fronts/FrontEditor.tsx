import { Button } from '@newsroom/shared';
import { ConfirmDialog } from '@newsroom/shared/confirm-dialog';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { ContainerForm } from './ContainerForm.tsx';
import { ContainerItem, destinationId } from './ContainerItem.tsx';
import { FrontHistory } from './FrontHistory.tsx';
import { FrontPreview } from './FrontPreview.tsx';
import { FrontSchedule } from './FrontSchedule.tsx';
import { EMPTY_FRONT, frontRefusal, type FrontRefusal } from './frontRefusals.ts';
import { Actions, PlainList, Refusal } from './Fronts.styles.ts';
import { usePublishFront } from './useFronts.ts';
import { bothTargets, useCardTransfer } from './useCardTransfer.ts';
import { useDragReorder } from './useDragReorder.ts';
import { useMergeOntoNewest } from './useMergeOntoNewest.ts';
import { useRestoreVersion } from './useRestoreVersion.ts';
import {
  MAX_CONTAINERS,
  containerKey,
  isChanged,
  moveCardTo,
  moveItem,
  publishPayload,
  removeAt,
  replaceAt,
  type WorkingContainer,
  type WorkingFront,
} from './workingFront.ts';

export interface FrontEditorProps {
  /** The version loaded: the working front starts from it and publishes are checked against it. */
  loaded: WorkingFront;
  /** `at`: the time a scheduled version goes live (undefined: published now). */
  onPublished: (version: number, at?: string) => void;
  /** Loads the edition's newest version in place of this working front (after a conflict). */
  onReload: () => void;
}

/**
 * The working front, in memory until published: containers and cards changed here, then published
 * as a new version. A refused publish (someone else's newer version, a table rule) keeps every change.
 * Restoring an older version loads it here as the working front; only Publish puts it before readers.
 */
export function FrontEditor({ loaded, onPublished, onReload }: FrontEditorProps) {
  const [front, setFront] = useState(loaded);
  // What a publish is checked against: the version loaded, or the colleague's after a merge.
  const [base, setBase] = useState(loaded);
  const [adding, setAdding] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [refusal, setRefusal] = useState<FrontRefusal | null>(null);
  const [status, setStatus] = useState('');
  const [restoredFrom, setRestoredFrom] = useState<number | null>(null);
  const publish = usePublishFront();
  const containers = front.containers;
  // publish_front refuses an empty front too: readers would get a blank page.
  const empty = containers.length === 0;
  const emptyId = useId();
  const setContainers = (next: WorkingContainer[]) => setFront((current) => ({ ...current, containers: next }));
  // The buttons and the mouse's drag move a container the same way, and say so the same way.
  const moveContainer = (from: number, to: number) => {
    setContainers(moveItem(containers, from, to));
    setStatus(`“${containers[from]?.title}” moved to position ${to + 1} of ${containers.length}.`);
  };
  const dragContainer = useDragReorder(moveContainer);
  // A card into another container, by its grip or from the keyboard (which keeps focus on the card).
  const moveCard = (from: number, card: number, to: number, keyboard = false) => {
    const moving = containers[from]?.cards[card];
    const target = containers[to];
    const next = moveCardTo(containers, from, card, to);
    if (!moving || !target) return;
    if (!next) return setStatus(`“${moving.story_title}” is already in ${target.title}, or it is full.`);
    flushSync(() => setContainers(next));
    const count = target.cards.length + 1;
    setStatus(`“${moving.story_title}” moved to ${target.title}, position ${count} of ${count}.`);
    if (keyboard) document.getElementById(destinationId(target.key, moving.story_id))?.focus();
  };
  const transfer = useCardTransfer(moveCard);
  const destinations = (index: number) =>
    containers.flatMap((container, other) =>
      container.kind === 'curated' && other !== index ? [{ index: other, title: container.title }] : [],
    );

  // mutateAsync, not mutate's callbacks: a publish reloads the front, which replaces this editor
  // (its key is the version) before mutate would call back, and the panel's message would be lost.
  const send = (publishAt?: string) => {
    setRefusal(null);
    return publish
      .mutateAsync({ edition: front.edition, base: base.version, containers: publishPayload(front), publishAt })
      .then(
        (version) => onPublished(version, publishAt),
        (error: unknown) => setRefusal(frontRefusal(error as Error)),
      );
  };
  const merging = useMergeOntoNewest({
    base,
    front,
    onMerged: (merged, newest) => {
      setFront(merged);
      setBase(newest);
      setRefusal(null);
      setStatus(`Your changes are now on version ${newest.version}, the newest. Check them, then publish.`);
    },
  });
  const restoring = useRestoreVersion({
    loaded: base,
    changed: isChanged(base, front),
    onLoaded: (restored, version) => {
      setFront(restored);
      setRefusal(null);
      setRestoredFrom(version);
      setStatus(`Version ${version} loaded into the editor. Publish it to make it the front readers see.`);
    },
  });

  return (
    <>
      <p role="status">{status}</p>
      {restoredFrom !== null && (
        <p>
          <strong>Restored from version {restoredFrom} — not published yet</strong>
        </p>
      )}
      <PlainList aria-label="Containers">
        {containers.map((container, index) => (
          <ContainerItem
            key={container.key}
            container={container}
            index={index}
            count={containers.length}
            refusal={refusal?.container === index ? refusal : null}
            announce={setStatus}
            onChange={(next) => setContainers(replaceAt(containers, index, next))}
            drag={{
              grip: dragContainer(index).grip,
              target: bothTargets(dragContainer(index).target, transfer.target(index, container.kind === 'curated')),
            }}
            onMove={(to) => moveContainer(index, to)}
            onRemove={() => setContainers(removeAt(containers, index))}
            destinations={destinations(index)}
            onMoveCardTo={(card, to) => moveCard(index, card, to, true)}
            transfer={transfer.source(index)}
          />
        ))}
      </PlainList>
      {adding ? (
        <ContainerForm
          onCancel={() => setAdding(false)}
          onSave={(fields) => {
            setContainers([...containers, { ...fields, key: containerKey(), cards: [] }]);
            setAdding(false);
          }}
        />
      ) : (
        <Button $variant="secondary" disabled={containers.length >= MAX_CONTAINERS} onClick={() => setAdding(true)}>
          New container
        </Button>
      )}
      {refusal && refusal.container === null && <Refusal role="alert">{refusal.message}</Refusal>}
      {refusal?.conflict && (
        <Actions>
          <Button $variant="secondary" disabled={merging.merging} onClick={merging.merge}>
            Merge my changes onto their version
          </Button>
          <Button $variant="secondary" onClick={onReload}>
            Load the newest version (drops your changes)
          </Button>
        </Actions>
      )}
      {merging.error && <Refusal role="alert">{merging.error}</Refusal>}
      {refusal && refusal.container !== null && (
        <Refusal role="alert">Not published: {refusal.message} See the marked field.</Refusal>
      )}
      <Actions>
        <Button $variant="secondary" aria-pressed={previewing} onClick={() => setPreviewing((shown) => !shown)}>
          Preview
        </Button>
        <Button
          disabled={publish.isPending || empty}
          aria-describedby={empty ? emptyId : undefined}
          onClick={() => void send()}
        >
          {publish.isPending ? 'Publishing…' : 'Publish'}
        </Button>
        <FrontSchedule
          busy={publish.isPending}
          blocked={empty ? EMPTY_FRONT : null}
          onSchedule={(at) => void send(at)}
        />
      </Actions>
      {empty && <p id={emptyId}>{EMPTY_FRONT}</p>}
      {previewing && <FrontPreview front={front} />}
      {restoring.error && <Refusal role="alert">{restoring.error}</Refusal>}
      <FrontHistory
        edition={front.edition}
        current={base.version}
        busy={publish.isPending || restoring.loading}
        onRestore={restoring.restore}
        announce={setStatus}
      />
      <ConfirmDialog
        open={restoring.asking !== null}
        title="Replace your unpublished changes?"
        confirmLabel={`Load version ${restoring.asking}`}
        danger
        onConfirm={restoring.confirm}
        onCancel={restoring.cancel}
      >
        Version {restoring.asking} replaces the working front here, and your unpublished changes will be lost. Readers
        see nothing until you publish.
      </ConfirmDialog>
    </>
  );
}
