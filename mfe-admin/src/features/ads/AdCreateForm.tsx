import { zodResolver } from '@hookform/resolvers/zod';
import { Button, describeWriteError } from '@newsroom/shared';
import { AD_CONSTRAINT_MESSAGES, missingForAd } from '@newsroom/shared/ad-write';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckboxLabel, FormActions, FormGrid, FullWidth } from '../../components/FormField.styles.ts';
import { Panel, PanelHeading, PanelIntro } from '../../components/Panel.styles.ts';
import { EMPTY_AD_FORM, adFormSchema, adFormToRow, type AdFormOutput, type AdFormValues } from './adForm.ts';
import { AdFields } from './AdFields.tsx';
import { AdPreview } from './AdPreview.tsx';
import { Alert, Missing } from './AdsTab.styles.ts';
import { useCreateAd } from './useAdminAds.ts';

/** Create an advertisement; the button waits for a title and an image (and for saving/uploading). */
export function AdCreateForm() {
  const headingId = useId();
  const missingId = useId();
  const [uploading, setUploading] = useState(false);
  const create = useCreateAd();
  const form = useForm<AdFormValues, unknown, AdFormOutput>({
    resolver: zodResolver(adFormSchema),
    defaultValues: EMPTY_AD_FORM,
    mode: 'onTouched',
  });
  const [title, imageUrl, position] = useWatch({ control: form.control, name: ['title', 'imageUrl', 'position'] });
  const missing = missingForAd({ title, imageUrl });
  const saving = create.isPending;

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(adFormToRow(values));
      form.reset(EMPTY_AD_FORM);
    } catch {
      // Shown below and in the toast; the form keeps every value.
    }
  });
  const reason = create.isError ? describeWriteError(create.error, { constraints: AD_CONSTRAINT_MESSAGES }) : null;

  return (
    <Panel aria-labelledby={headingId}>
      <PanelHeading id={headingId}>Create Advertisement</PanelHeading>
      <PanelIntro>
        New ads are active at once: readers see them in their position on the next page they open.
      </PanelIntro>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <FormGrid>
          <AdFields form={form} disabled={saving} onUploadingChange={setUploading} />
          <FullWidth>
            <CheckboxLabel>
              <input type="checkbox" {...form.register('isActive')} disabled={saving} />
              Active
            </CheckboxLabel>
          </FullWidth>
          <FullWidth>
            <AdPreview title={title} imageUrl={imageUrl} position={position} />
          </FullWidth>
          {reason && (
            <FullWidth>
              <Alert role="alert">{reason}</Alert>
            </FullWidth>
          )}
          <FullWidth>
            <FormActions>
              <Button
                type="submit"
                disabled={missing.length > 0 || saving || uploading}
                aria-describedby={missing.length > 0 ? missingId : undefined}
              >
                {saving ? 'Creating…' : 'Create Advertisement'}
              </Button>
              {missing.length > 0 && (
                <Missing id={missingId}>
                  {missing.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </Missing>
              )}
            </FormActions>
          </FullWidth>
        </FormGrid>
      </form>
    </Panel>
  );
}
