import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/FormField.tsx';
import { FullWidth, Input, TextArea } from '../../components/FormField.styles.ts';
import { ControlledSelect } from '../../components/ControlledSelect.tsx';
import type { AdFormOutput, AdFormValues } from './adForm.ts';
import { AD_POSITION_INFO, positionOptionLabel } from './adPositions.ts';
import { AdCampaignFields } from './AdCampaignFields.tsx';
import { AdImageInput } from './AdImageInput.tsx';

export interface AdFieldsProps {
  form: UseFormReturn<AdFormValues, unknown, AdFormOutput>;
  disabled: boolean;
  onUploadingChange: (uploading: boolean) => void;
}

/** Title, content, image, link, position and the campaign: the fields the create form and the inline edit share. */
export function AdFields({ form, disabled, onUploadingChange }: AdFieldsProps) {
  const { register, control, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <FormField label="Title" required error={errors.title?.message}>
        {(field) => <Input {...field} {...register('title')} disabled={disabled} />}
      </FormField>
      <FormField label="Position" hint="Where readers see the ad, with the sizes to deliver.">
        {(field) => (
          <ControlledSelect {...field} control={control} name="position" disabled={disabled}>
            {AD_POSITION_INFO.map((info) => (
              <option key={info.position} value={info.position}>
                {positionOptionLabel(info)}
              </option>
            ))}
          </ControlledSelect>
        )}
      </FormField>
      <FullWidth>
        <FormField label="Content" hint="Optional text shown with the ad." error={errors.content?.message}>
          {(field) => <TextArea {...field} {...register('content')} rows={2} disabled={disabled} />}
        </FormField>
      </FullWidth>
      <FullWidth>
        <FormField
          label="Link URL"
          hint="https://… or a page of this site such as /advertise. Optional."
          error={errors.linkUrl?.message}
        >
          {(field) => <Input {...field} inputMode="url" {...register('linkUrl')} disabled={disabled} />}
        </FormField>
      </FullWidth>
      <FullWidth>
        <Controller
          control={control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <AdImageInput
              value={field.value}
              onChange={(url) => field.onChange(url)}
              error={fieldState.error?.message}
              disabled={disabled}
              previewAlt={form.getValues('title')}
              onUploadingChange={onUploadingChange}
            />
          )}
        />
      </FullWidth>
      <AdCampaignFields form={form} disabled={disabled} />
    </>
  );
}
