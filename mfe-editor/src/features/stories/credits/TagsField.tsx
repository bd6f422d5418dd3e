import { MultiComboBox } from '../../../components/MultiComboBox.tsx';
import { CREDIT_LIMITS, CREDIT_MESSAGES, normalizeTagName, tagNameError } from './storyCredits.ts';
import { useCreditSearch } from './useCreditSearch.ts';

export interface TagsFieldProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

const tagKey = (name: string) => normalizeTagName(name).toLocaleLowerCase();

/** Offers the typed text as a new tag, refused with the reason when the database would refuse it. */
function newTag(text: string) {
  const error = tagNameError(text);
  return error ? { error } : { item: normalizeTagName(text) };
}

/** The story's topic tags: existing ones suggested by prefix, new ones created on save. */
export function TagsField({ tags, onChange, error }: TagsFieldProps) {
  const search = useCreditSearch('tags', (tag) => tag.name);
  return (
    <MultiComboBox
      label="Topics"
      hint={`Tags finer than the category, e.g. “Elections 2026”; a new one is created when the story is saved (at most ${CREDIT_LIMITS.tagChars} characters).`}
      chosenLabel="Chosen topics"
      placeholder="Search or add a topic"
      chosen={tags}
      onChange={onChange}
      {...search}
      itemKey={tagKey}
      itemLabel={(name) => name}
      max={CREDIT_LIMITS.tags}
      tooMany={CREDIT_MESSAGES.tooManyTags}
      create={{ label: (text) => `Add new topic “${normalizeTagName(text) || text}”`, from: newTag }}
      error={error}
    />
  );
}
