import { plainText } from '@newsroom/shared/document';
import { Differences, Paragraphs } from './ConflictNotice.styles.ts';
import { fieldDifferences, paragraphChanges, type ComparedValues } from './storyDiff.ts';

/** How the two sides are named: the table's columns and the paragraphs only one side has. */
export interface DifferenceLabels {
  before: string;
  after: string;
  onlyBefore: string;
  onlyAfter: string;
}

export interface StoryDifferencesProps {
  before: ComparedValues;
  after: ComparedValues;
  labels: DifferenceLabels;
}

function FieldTable({ before, after, labels }: StoryDifferencesProps) {
  const rows = fieldDifferences(before, after);
  if (rows.length === 0) return null;
  return (
    <Differences>
      <caption>Fields that differ</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">{labels.before}</th>
          <th scope="col">{labels.after}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field}>
            <th scope="row">{row.field}</th>
            <td>{row.theirs || '(empty)'}</td>
            <td>{row.mine || '(empty)'}</td>
          </tr>
        ))}
      </tbody>
    </Differences>
  );
}

function TextChanges({ before, after, labels }: StoryDifferencesProps) {
  const changed = paragraphChanges(plainText(before.body), plainText(after.body)).filter(
    (change) => change.kind !== 'same',
  );
  if (changed.length === 0) return null;
  return (
    <section aria-label="Story text paragraphs that differ">
      <p>
        <strong>Story text</strong>: paragraphs that differ
      </p>
      <Paragraphs>
        {changed.map((change, index) => (
          <li key={`${change.kind}-${index}`}>
            {change.kind === 'theirs' ? (
              <del>
                {labels.onlyBefore}: {change.text}
              </del>
            ) : (
              <ins>
                {labels.onlyAfter}: {change.text}
              </ins>
            )}
          </li>
        ))}
      </Paragraphs>
    </section>
  );
}

/** Two versions of a story compared: the fields that differ, then the story text paragraph by paragraph. */
export function StoryDifferences(props: StoryDifferencesProps) {
  return (
    <>
      <FieldTable {...props} />
      <TextChanges {...props} />
    </>
  );
}
