import type { Caret, Person } from './presencePeople.ts';

type State = Record<string, unknown>;
type Listener = () => void;

/** How often at most a moving caret is sent (Realtime Presence limits how often one may track). */
export const CARET_SEND_MS = 100;

/**
 * What y-prosemirror's caret plugin reads others' carets from (the part of y-protocols' Awareness
 * it uses), filled from Realtime Presence instead of Yjs awareness messages: each caret carries the
 * name and colour the directory gives its presence key. This console's own caret goes out through
 * `send`, at most every CARET_SEND_MS.
 */
export class PresenceCarets {
  private local: State = {};
  private peers = new Map<number, State>();
  private readonly listeners = new Set<Listener>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly clientId: number,
    private readonly send: (cursor: unknown) => void,
  ) {}

  getStates(): Map<number, State> {
    return new Map([...this.peers, [this.clientId, this.local]]);
  }

  getLocalState(): State {
    return this.local;
  }

  setLocalStateField(field: string, value: unknown): void {
    this.local = { ...this.local, [field]: value };
    if (field === 'cursor' && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.send(this.local.cursor ?? null);
      }, CARET_SEND_MS);
    }
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
