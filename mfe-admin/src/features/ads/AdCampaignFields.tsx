import { EDITION_LABELS, EDITIONS, STORY_CATEGORIES } from '@newsroom/shared';
import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '../../components/FormField.tsx';
import { CheckboxLabel, FullWidth, Input } from '../../components/FormField.styles.ts';
import type { AdFormOutput, AdFormValues } from './adForm.ts';
import { Choices, ChoicesLegend, TargetGroup } from './AdCampaignFields.styles.ts';

export interface AdCampaignFieldsProps {
  form: UseFormReturn<AdFormValues, unknown, AdFormOutput>;
  disabled: boolean;
}

/** The campaign (decision 187): when the ad runs, where, and how often one reader sees it. */
export function AdCampaignFields({ form, disabled }: AdCampaignFieldsProps) {
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <>
      <FormField label="Starts" hint="Your local time. Empty: at once.">
        {(field) => <Input {...field} type="datetime-local" {...register('startsAt')} disabled={disabled} />}
      </FormField>
      <FormField label="Ends" hint="Your local time. Empty: until switched off." error={errors.endsAt?.message}>
        {(field) => <Input {...field} type="datetime-local" {...register('endsAt')} disabled={disabled} />}
      </FormField>
      <FullWidth>
        <TargetGroup disabled={disabled}>
          <ChoicesLegend>Sections (none ticked: every page; ticked: only stories of those sections)</ChoicesLegend>
          <Choices>
            {STORY_CATEGORIES.map((section) => (
              <CheckboxLabel key={section}>
                <input type="checkbox" value={section} {...register('sections')} />
                {section}
              </CheckboxLabel>
            ))}
          </Choices>
        </TargetGroup>
      </FullWidth>
      <FullWidth>
        <TargetGroup disabled={disabled}>
          <ChoicesLegend>Editions (none ticked: every page; ticked: only those editions&apos; fronts)</ChoicesLegend>
          <Choices>
            {EDITIONS.map((edition) => (
              <CheckboxLabel key={edition}>
                <input type="checkbox" value={edition} {...register('editions')} />
                {EDITION_LABELS[edition]}
              </CheckboxLabel>
            ))}
          </Choices>
        </TargetGroup>
      </FullWidth>
      <FormField
        label="Daily cap per reader"
        hint="Times one reader's device shows the ad a day, counted on the device. Empty: no cap."
        error={errors.frequencyCap?.message}
      >
        {(field) => (
          <Input
            {...field}
            type="number"
            min={1}
            max={100}
            inputMode="numeric"
            {...register('frequencyCap')}
            disabled={disabled}
          />
        )}
      </FormField>
    </>
  );
}
