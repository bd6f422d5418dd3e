import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@newsroom/shared';
import { validateSimpleImageFile } from '@newsroom/shared/image-upload';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ImageField } from '../../components/ImageField.tsx';
import { ControlledSelectField } from '../../components/ControlledSelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextInputField } from '../../components/TextInputField.tsx';
import { SaveRefusedError } from '../../lib/saveErrors.ts';
import { Columns, FormError } from '../../components/Form.styles.ts';
import { AdFormBox } from './AdvertisementsPanel.styles.ts';
import { EMPTY_AD, SIMPLE_AD_POSITIONS, adSchema, canCreateAd, type AdValues } from './adSchema.ts';
import { useCreateAdvertisement } from './useEditorAdvertisements.ts';

const POSITION_OPTIONS = SIMPLE_AD_POSITIONS.map((position) => ({
  value: position,
  label: position[0].toUpperCase() + position.slice(1),
}));

/**
 * The simple ad uploader (admins): title, optional text and link, an uploaded image and one of
 * three positions. Create stays off until there is a title and an image, and while busy.
 */
export function AdForm() {
  const { register, control, handleSubmit, formState, reset } = useForm<AdValues>({
    defaultValues: EMPTY_AD,
    resolver: zodResolver(adSchema),
    mode: 'onTouched',
  });
  const create = useCreateAdvertisement();
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [title, imageUrl] = useWatch({ control, name: ['title', 'imageUrl'] });
  const ready = canCreateAd({ title, imageUrl }, create.isPending || uploading);
  const errors = formState.errors;

  const submit = handleSubmit((values) => {
    setRefusal(null);
    create.mutate(values, {
      onSuccess: () => reset(EMPTY_AD),
      onError: (error) => {
        if (error instanceof SaveRefusedError) setRefusal(error.message);
      },
    });
  });

  return (
    <AdFormBox noValidate aria-labelledby="ad-form-title" onSubmit={(event) => void submit(event)}>
      <h3 id="ad-form-title">New advertisement</h3>
      <TextInputField label="Title" required registration={register('title')} error={errors.title?.message} />
      <TextAreaField
        label="Content"
        compact
        rows={2}
        registration={register('content')}
        error={errors.content?.message}
      />
      <ImageField
        control={control}
        name="imageUrl"
        label="Image"
        required
        touchOnChange
        previewAlt={title ? `Advertisement: ${title}` : ''}
        onUploadingChange={setUploading}
        validateFile={validateSimpleImageFile}
      />
      <Columns>
        <TextInputField
          label="Link URL"
          type="url"
          inputMode="url"
          placeholder="https://"
          registration={register('linkUrl')}
          error={errors.linkUrl?.message}
        />
        <ControlledSelectField control={control} name="position" label="Position" options={POSITION_OPTIONS} />
      </Columns>
      {refusal && <FormError role="alert">{refusal}</FormError>}
      <div>
        <Button type="submit" disabled={!ready} aria-describedby={ready ? undefined : 'ad-form-needs'}>
          {create.isPending ? 'Creating…' : 'Create advertisement'}
        </Button>
        {!ready && !create.isPending && (
          <p id="ad-form-needs" className="hint">
            {uploading ? 'Waiting for the image to finish uploading.' : 'Add a title and an image to create the ad.'}
          </p>
        )}
      </div>
    </AdFormBox>
  );
}
