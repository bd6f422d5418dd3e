import { describe, expect, it } from 'vitest';
import { PRESENCE_COLOURS, arrivalsAndDepartures, colourOf, peopleOf, presentUserIds } from './presencePeople.ts';

const DESK = '11111111-1111-4111-8111-111111111111';
const ADMIN = '22222222-2222-4222-8222-222222222222';
const names = { [DESK]: 'Desk Editor', [ADMIN]: 'Site Admin' };
const caret = { anchor: { item: null }, head: { item: null } };

describe('peopleOf', () => {
  it('names each person by the directory, never by what their presence payload says', () => {
    const state = {
      [ADMIN]: [{ c: 7, cursor: caret, name: 'Desk Editor', user: { name: 'Desk Editor', color: '#000000' } }],
      [DESK]: [{ c: 3, cursor: null }],
    };
    const people = peopleOf(state, names, DESK);
    expect(people.map(({ name, isSelf }) => ({ name, isSelf }))).toEqual([
      { name: 'Desk Editor', isSelf: true },
      { name: 'Site Admin', isSelf: false },
    ]);
    expect(people[1]).toMatchObject({ colour: colourOf(ADMIN), carets: [{ clientId: 7, cursor: caret }] });
    expect(people[0].carets).toEqual([]);
  });

  it('leaves out keys that are no user id or that the directory does not name as staff', () => {
    const stranger = '33333333-3333-4333-8333-333333333333';
    const state = { 'not-a-user': [{ c: 1, cursor: caret }], [stranger]: [{ c: 2, cursor: caret }], [ADMIN]: [{}] };
    expect(presentUserIds(state)).toEqual([stranger, ADMIN]);
    expect(peopleOf(state, names, DESK).map((person) => person.name)).toEqual(['Site Admin']);
  });

  it('lists someone with two tabs once, with a caret for each', () => {
    const state = {
      [ADMIN]: [
        { c: 7, cursor: caret },
        { c: 8, cursor: caret },
      ],
    };
    const people = peopleOf(state, names, DESK);
    expect(people).toHaveLength(1);
    expect(people[0].carets.map((one) => one.clientId)).toEqual([7, 8]);
  });
});

describe('colourOf', () => {
  it('gives a person the same colour of the palette everywhere', () => {
    expect(colourOf(ADMIN)).toBe(colourOf(ADMIN));
    expect(PRESENCE_COLOURS).toContain(colourOf(DESK));
  });
});

describe('arrivalsAndDepartures', () => {
  it('tells who joined and who left, never oneself', () => {
    const [desk, admin] = peopleOf({ [DESK]: [{}], [ADMIN]: [{}] }, names, DESK);
    expect(arrivalsAndDepartures([desk], [desk, admin])).toBe('Site Admin joined');
    expect(arrivalsAndDepartures([desk, admin], [desk])).toBe('Site Admin left');
    expect(arrivalsAndDepartures([], [desk])).toBe('');
  });
});
