import type { Credit } from '@newsroom/shared';
import { MultiComboBox } from '../../../components/MultiComboBox.tsx';
import { CREDIT_LIMITS, CREDIT_MESSAGES } from './storyCredits.ts';
import { useCreditSearch } from './useCreditSearch.ts';

export interface AuthorsFieldProps {
  authors: Credit[];
  /** The new authors and the byline they make (the story's author text follows them). */
  onChange: (authors: Credit[]) => void;
  error?: string;
}

/**
 * The story's authors, chosen from the authors table in byline order. Labelled "Signed by" beside
 * the free-text "Author" field: two labels starting alike confuse finders (decision 152).
 */
export function AuthorsField({ authors, onChange, error }: AuthorsFieldProps) {
  const search = useCreditSearch('authors', (author) => author);
  return (
    <MultiComboBox
      label="Signed by"
      hint="Type a name and choose from the newsroom's authors; the byline lists them in this order."
      chosenLabel="Chosen writers"
      placeholder="Search authors"
      chosen={authors}
      onChange={onChange}
      {...search}
      itemKey={(author) => author.id}
      itemLabel={(author) => author.name}
      max={CREDIT_LIMITS.authors}
      tooMany={CREDIT_MESSAGES.tooManyAuthors}
      error={error}
    />
  );
}
