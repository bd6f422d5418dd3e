import type { CoeditField } from './coeditFields.ts';
import type { Caret, Person } from './presencePeople.ts';

type State = Record<string, unknown>;
type Listener = () => void;

/** What this console sends: its caret in the body and the form field it is in. */
export interface LocalPresence {
  cursor: unknown;
  field: CoeditField | null;
}

/** How often at most a moving caret or field is sent (Realtime Presence limits how often one may track). */
export const CARET_SEND_MS = 100;

/**
 * What y-prosemirror's caret plugin reads others' carets from (the part of y-protocols' Awareness
 * it uses), filled from Realtime Presence instead of Yjs awareness messages: each caret carries the
 * name and colour the directory gives its presence key. This console's own caret and field go out
 * through `send`, together, at most every CARET_SEND_MS.
 */
export class PresenceCarets {
  private local: State = {};
  private peers = new Map<number, State>();
  private readonly listeners = new Set<Listener>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private field: CoeditField | null = null;

  constructor(
    private readonly clientId: number,
    private readonly send: (presence: LocalPresence) => void,
  ) {}

  getStates(): Map<number, State> {
    return new Map([...this.peers, [this.clientId, this.local]]);
  }

  getLocalState(): State {
    return this.local;
  }

  setLocalStateField(field: string, value: unknown): void {
    this.local = { ...this.local, [field]: value };
    if (field === 'cursor') this.schedule();
  }

  /** The form field with focus (null once focus leaves the form's fields); sent when it changes. */
  setField(field: CoeditField | null): void {
    if (field === this.field) return;
    this.field = field;
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.send({ cursor: this.local.cursor ?? null, field: this.field });
    }, CARET_SEND_MS);
  }

  /** Others' carets, from the people present (this console's own is not drawn). */
  setPeople(people: readonly Person[]): void {
    const toState = (person: Person, caret: Caret) => ({
      user: { name: person.name, color: person.colour },
      cursor: caret.cursor,
    });
    this.peers = new Map(
      people.flatMap((person) =>
        person.carets
          .filter((caret) => caret.clientId !== this.clientId)
          .map((caret) => [caret.clientId, toState(person, caret)] as const),
      ),
    );
    for (const listener of this.listeners) listener();
  }

  on(_event: 'change', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'change', listener: Listener): void {
    this.listeners.delete(listener);
  }

  destroy(): void {
    if (this.timer) clearTimeout(this.timer);
    this.listeners.clear();
  }
}
