import { zodResolver } from '@hookform/resolvers/zod';
import { Button, type Advertisement } from '@newsroom/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions, FormGrid, FullWidth } from '../../components/FormField.styles.ts';
import { adFormSchema, adToFormValues, type AdFormOutput, type AdFormValues } from './adForm.ts';
import { AdFields } from './AdFields.tsx';
import { AdPreview } from './AdPreview.tsx';
import { Alert, EditBox } from './AdsTab.styles.ts';

export interface AdEditFormProps {
  ad: Advertisement;
  saving: boolean;
  saveError: string | null;
  onSave: (values: AdFormOutput) => void;
  onCancel: () => void;
}

/** A row in edit mode: the same fields as the create form, Save and Cancel (Escape cancels too). */
export function AdEditForm({ ad, saving, saveError, onSave, onCancel }: AdEditFormProps) {
  const [uploading, setUploading] = useState(false);
  const titleRef = useRef<HTMLDivElement>(null);
  const form = useForm<AdFormValues, unknown, AdFormOutput>({
    resolver: zodResolver(adFormSchema),
    defaultValues: adToFormValues(ad),
    mode: 'onTouched',
  });
  const [title, imageUrl, position] = useWatch({ control: form.control, name: ['title', 'imageUrl', 'position'] });

  useEffect(() => titleRef.current?.querySelector('input')?.focus(), []);

  return (
    <EditBox
      aria-label={`Edit ${ad.title}`}
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
    >
      <div ref={titleRef}>
        <FormGrid>
          <AdFields form={form} disabled={saving} onUploadingChange={setUploading} />
          <FullWidth>
            <AdPreview title={title} imageUrl={imageUrl} position={position} />
          </FullWidth>
        </FormGrid>
      </div>
      {saveError && <Alert role="alert">{saveError}</Alert>}
      <FormActions>
        <Button type="submit" disabled={saving || uploading}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        <Button $variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </FormActions>
    </EditBox>
  );
}
