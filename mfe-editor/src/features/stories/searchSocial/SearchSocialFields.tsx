import { siteName } from '@newsroom/shared';
import { plainText, SEARCH_DESCRIPTION_ADVICE, SEARCH_TITLE_ADVICE, storySearch } from '@newsroom/shared/document';
import { useDeferredValue, useMemo } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { TextInputField } from '../../../components/TextInputField.tsx';
import { FieldWithPresence } from '../coedit/FieldWithPresence.tsx';
import type { Person } from '../coedit/presencePeople.ts';
import { Fieldset } from '../SchedulePanel.styles.ts';
import type { StoryEditorValues } from '../storyFormSchema.ts';
import { characterCount } from './characterCount.ts';
import { SearchResultPreview } from './SearchResultPreview.tsx';
import { SocialImageDefault } from './SocialImageDefault.tsx';
import { SocialImageField } from './SocialImageField.tsx';

export interface SearchSocialFieldsProps {
  control: Control<StoryEditorValues>;
  register: UseFormRegister<StoryEditorValues>;
  setValue: UseFormSetValue<StoryEditorValues>;
  errors: FieldErrors<StoryEditorValues>;
  onUploadingChange: (uploading: boolean) => void;
  people: readonly Person[];
}

/** What search engines and link previews show of the story, each defaulted from the story (decision 205). */
function useStorySearch(control: Control<StoryEditorValues>) {
  const [title, standfirst, seoTitle, seoDescription, socialTitle, socialImageUrl, imageUrl] = useWatch({
    control,
    name: ['title', 'standfirst', 'seoTitle', 'seoDescription', 'socialTitle', 'socialImageUrl', 'imageUrl'],
  });
  const body = useDeferredValue(useWatch({ control, name: 'body' }));
  const summary = useMemo(() => plainText(body), [body]);
  const search = storySearch({
    title: title.trim() || 'Untitled story',
    summary,
    imageUrl,
    standfirst,
    seoTitle,
    seoDescription,
    socialTitle,
    socialImageUrl,
  });
  return { search, seoTitle, seoDescription, socialTitle, socialImageUrl };
}

/** The search headline and description with their counters and a result preview; the social headline and image. */
export function SearchSocialFields(props: SearchSocialFieldsProps) {
  const { control, register, setValue, errors, onUploadingChange, people } = props;
  const { search, seoTitle, seoDescription, socialTitle, socialImageUrl } = useStorySearch(control);
  return (
    <Fieldset>
      <legend>Search and social</legend>
      <FieldWithPresence field="seoTitle" people={people}>
        <TextInputField
          label="Search headline"
          placeholder={search.title}
          hint={`${characterCount(seoTitle || search.title, SEARCH_TITLE_ADVICE)}. Empty: the headline.`}
          registration={register('seoTitle')}
          error={errors.seoTitle?.message}
        />
      </FieldWithPresence>
      <FieldWithPresence field="seoDescription" people={people}>
        <TextAreaField
          compact
          label="Search description"
          hint={`${characterCount(seoDescription || search.description, SEARCH_DESCRIPTION_ADVICE)}. Empty: the standfirst, else the story's opening.`}
          registration={register('seoDescription')}
          error={errors.seoDescription?.message}
        />
      </FieldWithPresence>
      <SearchResultPreview search={search} siteName={siteName()} address={`${window.location.host} › story`} />
      <FieldWithPresence field="socialTitle" people={people}>
        <TextInputField
          label="Social headline"
          placeholder={search.socialTitle}
          hint={socialTitle ? 'Shown when the story is shared.' : 'Empty: the search headline.'}
          registration={register('socialTitle')}
          error={errors.socialTitle?.message}
        />
      </FieldWithPresence>
      <FieldWithPresence field="socialImage" people={people}>
        <SocialImageField
          control={control}
          setValue={setValue}
          previewAlt={search.socialTitle}
          onUploadingChange={onUploadingChange}
        />
        {!socialImageUrl.trim() && <SocialImageDefault shared={search.socialImageUrl !== ''} />}
      </FieldWithPresence>
    </Fieldset>
  );
}
