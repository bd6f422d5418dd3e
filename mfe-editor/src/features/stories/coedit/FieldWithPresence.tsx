import type { ReactNode } from 'react';
import { FIELD_ATTRIBUTE, type CoeditField } from './coeditFields.ts';
import { Swatch } from './EditingNow.styles.ts';
import { FieldPeople, FieldWrap } from './FieldWithPresence.styles.ts';
import { othersIn, separatorAfter, type Person } from './presencePeople.ts';

export interface FieldWithPresenceProps {
  field: CoeditField;
  /** Everyone on the story (from the directory); only the others in this field are shown. */
  people: readonly Person[];
  children: ReactNode;
}

/**
 * A form field marked for focus tracking, with "Site Admin is editing" under it while another
 * editor's focus is in it. Plain text, not the field's description: a screen reader meets it when
 * reading the form, without hearing it again at each change.
 */
export function FieldWithPresence({ field, people, children }: FieldWithPresenceProps) {
  const others = othersIn(people, field);
  return (
    <FieldWrap {...{ [FIELD_ATTRIBUTE]: field }}>
      {children}
      {others.length > 0 && (
        <FieldPeople>
          {others.map((person, index) => (
            <span key={person.userId}>
              <Swatch aria-hidden="true" $colour={person.colour} />
              {person.name}
              {separatorAfter(index, others.length)}
            </span>
          ))}
          {others.length === 1 ? ' is editing' : ' are editing'}
        </FieldPeople>
      )}
    </FieldWrap>
  );
}
