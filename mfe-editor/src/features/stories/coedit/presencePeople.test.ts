import { describe, expect, it } from 'vitest';
import {
  PRESENCE_COLOURS,
  arrivalsAndDepartures,
  colourOf,
  othersIn,
  peopleOf,
  presentUserIds,
  separatorAfter,
  whereOf,
} from './presencePeople.ts';

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

describe('fields', () => {
  it('reads the field each tab is in, known keys only, and tells where the others are', () => {
    const state = {
      [ADMIN]: [
        { c: 7, cursor: null, f: 'title' },
        { c: 8, cursor: null, f: 'title' },
        { c: 9, cursor: null, f: '<b>Headline</b>' },
      ],
      [DESK]: [{ c: 3, cursor: null, f: 'body' }],
    };
    const [desk, admin] = peopleOf(state, names, DESK);
    expect(admin.fields).toEqual(['title']);
    expect(desk.fields).toEqual(['body']);
    expect(whereOf(admin)).toBe(' (in Title)');
    // One's own field is not listed, nor anything for someone in no field.
    expect(whereOf(desk)).toBe('');
    expect(whereOf({ ...admin, fields: [] })).toBe('');
    expect(othersIn([desk, admin], 'title')).toEqual([admin]);
    expect(othersIn([desk, admin], 'body')).toEqual([]);
  });

  it('joins names as "A, B and C"', () => {
    expect(['A', 'B', 'C'].map((_, index) => separatorAfter(index, 3))).toEqual([', ', ' and ', '']);
    expect(separatorAfter(0, 1)).toBe('');
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
