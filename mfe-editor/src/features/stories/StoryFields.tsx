import { STORY_CATEGORIES } from '@newsroom/shared';
import type { ReactNode } from 'react';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { ControlledSelectField } from '../../components/ControlledSelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextInputField } from '../../components/TextInputField.tsx';
import { StoryBodyEditor } from './body/StoryBodyEditor.tsx';
import type { StoryEditorValues } from './storyFormSchema.ts';
import { Columns } from '../../components/Form.styles.ts';
import { ImageField } from '../../components/ImageField.tsx';
import { LeadImageFromLibrary } from './LeadImageFromLibrary.tsx';
import { StoryCreditFields } from './credits/StoryCreditFields.tsx';
import type { BodyCollaboration } from './coedit/collaborationExtensions.ts';
import { FieldWithPresence } from './coedit/FieldWithPresence.tsx';
import type { Person } from './coedit/presencePeople.ts';
import { ReadOnlyFields } from './StoryFields.styles.ts';
import { ReadTimeField } from './searchSocial/ReadTimeField.tsx';
import { SearchSocialFields } from './searchSocial/SearchSocialFields.tsx';

const CATEGORY_OPTIONS = STORY_CATEGORIES.map((category) => ({ value: category, label: category }));

export interface StoryFieldsProps {
  control: Control<StoryEditorValues>;
  register: UseFormRegister<StoryEditorValues>;
  setValue: UseFormSetValue<StoryEditorValues>;
  errors: FieldErrors<StoryEditorValues>;
  onUploadingChange: (uploading: boolean) => void;
  /** The working copy the text is shared through; `opening` while it is joined (decision 180). */
  collaboration?: BodyCollaboration | 'opening';
  /** Shown right under the story text: whether the shared text is saved or offline (decision 197). */
  textStatus?: ReactNode;
  /** Who is on the story: each field says which of the others is in it (decision 203). */
  people?: readonly Person[];
  /** Nothing can be changed: the story left while open (decision 203). */
  readOnly?: boolean;
}

const NOBODY: readonly Person[] = [];

/**
 * The story's own fields: title, standfirst, text, byline, read time, authors and topics, category,
 * image with its credits, search and social fields, featured.
 */
export function StoryFields({
  control,
  register,
  setValue,
  errors,
  onUploadingChange,
  collaboration,
  textStatus,
  people = NOBODY,
  readOnly = false,
}: StoryFieldsProps) {
  const imageAlt = useWatch({ control, name: 'imageAlt' });
  // With authors chosen the byline is theirs (the database writes it too); without, it is typed.
  const hasAuthors = useWatch({ control, name: 'credits.authors' }).length > 0;
  return (
    // Disabled, every input, select and button of the fields is read-only; the text says so itself.
    <ReadOnlyFields disabled={readOnly}>
      <FieldWithPresence field="title" people={people}>
        <TextInputField label="Title" required registration={register('title')} error={errors.title?.message} />
      </FieldWithPresence>
      <FieldWithPresence field="standfirst" people={people}>
        <TextAreaField
          compact
          label="Standfirst"
          hint="The line under the headline: one paragraph of plain text, apart from the story."
          registration={register('standfirst')}
          error={errors.standfirst?.message}
        />
      </FieldWithPresence>
      <FieldWithPresence field="body" people={people}>
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) =>
            collaboration === 'opening' ? (
              <p role="status">Opening the shared story text…</p>
            ) : (
              <StoryBodyEditor
                // Shared or alone is set when the editor is made: a change makes a new one.
                key={collaboration ? 'shared' : 'alone'}
                collaboration={collaboration}
                readOnly={readOnly}
                label="Story text"
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                onUploadingChange={onUploadingChange}
              />
            )
          }
        />
      </FieldWithPresence>
      {textStatus}
      <Columns>
        <FieldWithPresence field="author" people={people}>
          <TextInputField
            label="Author"
            required
            readOnly={hasAuthors}
            hint={hasAuthors ? 'The chosen authors’ byline.' : 'Choose who signed it below, or type a byline.'}
            registration={register('author')}
            error={errors.author?.message}
          />
        </FieldWithPresence>
        <FieldWithPresence field="readTime" people={people}>
          <ReadTimeField control={control} register={register} error={errors.readTime?.message} />
        </FieldWithPresence>
        <FieldWithPresence field="category" people={people}>
          <ControlledSelectField
            control={control}
            name="category"
            label="Category"
            required
            placeholder="Choose a category"
            options={CATEGORY_OPTIONS}
            error={errors.category?.message}
          />
        </FieldWithPresence>
      </Columns>
      <FieldWithPresence field="credits" people={people}>
        <StoryCreditFields control={control} setValue={setValue} errors={errors} />
      </FieldWithPresence>
      <FieldWithPresence field="image" people={people}>
        <ImageField
          control={control}
          name="imageUrl"
          focalName="imageFocal"
          label="Image"
          allowUrl
          previewAlt={imageAlt}
          onUploadingChange={onUploadingChange}
        />
        <LeadImageFromLibrary setValue={setValue} />
      </FieldWithPresence>
      <Columns>
        <FieldWithPresence field="imageAlt" people={people}>
          <TextInputField label="Image alt text" registration={register('imageAlt')} error={errors.imageAlt?.message} />
        </FieldWithPresence>
        <FieldWithPresence field="imageCaption" people={people}>
          <TextInputField
            label="Caption"
            registration={register('imageCaption')}
            error={errors.imageCaption?.message}
          />
        </FieldWithPresence>
        <FieldWithPresence field="imageAuthor" people={people}>
          <TextInputField
            label="Photographer"
            registration={register('imageAuthor')}
            error={errors.imageAuthor?.message}
          />
        </FieldWithPresence>
      </Columns>
      <SearchSocialFields
        control={control}
        register={register}
        setValue={setValue}
        errors={errors}
        onUploadingChange={onUploadingChange}
        people={people}
      />
      <CheckboxField
        label="Featured story"
        hint="The home page shows one featured story: featuring this one un-features the current one."
        registration={register('isFeatured')}
      />
    </ReadOnlyFields>
  );
}
