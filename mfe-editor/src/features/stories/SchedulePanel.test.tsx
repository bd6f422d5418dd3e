import { ThemeProvider } from '@newsroom/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { publicationFor, scheduledAt, type Schedule } from './schedule.ts';
import { SchedulePanel } from './SchedulePanel.tsx';
import type { StoryEditorValues } from './storyFormSchema.ts';

let current: Schedule | null = null;

/** The panel inside a form of its own; `current` is the form's schedule after each render. */
function Harness({ schedule }: { schedule: Schedule }) {
  const form = useForm<StoryEditorValues>({ defaultValues: { schedule } as Partial<StoryEditorValues> });
  const watched = useWatch({ control: form.control, name: 'schedule' });
  useEffect(() => {
    current = watched;
  }, [watched]);
  return (
    <ThemeProvider global={false}>
      <SchedulePanel
        control={form.control}
        register={form.register}
        setValue={form.setValue}
        getFieldState={form.getFieldState}
        errors={form.formState.errors}
      />
    </ThemeProvider>
  );
}

const winter: Schedule = { isScheduled: true, publishDate: '2099-12-01', publishTime: '09:00', autoPublish: true };

describe('SchedulePanel time zones', () => {
  it('names the zone (London by default) and the same moment on Harare’s clock', () => {
    render(<Harness schedule={winter} />);
    const zone = screen.getByLabelText('Time zone');
    expect(zone).toHaveValue('Europe/London');
    expect(zone).toHaveDisplayValue('London time (UTC)');
    expect(screen.getByLabelText('Publish time')).toHaveAccessibleDescription('That is 11:00 Harare time (UTC+2).');
  });

  it('on Harare’s clock, 09:00 in winter is stored as 07:00 UTC', async () => {
    const user = userEvent.setup();
    render(<Harness schedule={winter} />);
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Africa/Harare');
    expect(screen.getByLabelText('Publish time')).toHaveValue('11:00');
    fireEvent.change(screen.getByLabelText('Publish time'), { target: { value: '09:00' } });
    expect(current).toMatchObject({ publishDate: '2099-12-01', publishTime: '07:00' });
    expect(scheduledAt(current!)?.toISOString()).toBe('2099-12-01T07:00:00.000Z');
    expect(screen.getByLabelText('Publish time')).toHaveAccessibleDescription('That is 07:00 London time (UTC).');
  });

  it('on London’s clock in summer, 09:00 is stored as 08:00 UTC (BST)', () => {
    render(<Harness schedule={{ ...winter, publishDate: '2099-07-01' }} />);
    expect(screen.getByLabelText('Time zone')).toHaveDisplayValue('London time (UTC+1)');
    const { publishedAt } = publicationFor({
      intent: 'publish',
      schedule: current!,
      now: new Date('2099-06-01T00:00:00Z'),
    });
    expect(publishedAt).toBe('2099-07-01T08:00:00.000Z');
  });

  it('a Harare time past midnight moves London’s date back a day', () => {
    render(<Harness schedule={winter} />);
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Africa/Harare' } });
    fireEvent.change(screen.getByLabelText('Publish time'), { target: { value: '01:30' } });
    expect(current).toMatchObject({ publishDate: '2099-11-30', publishTime: '23:30' });
    expect(screen.getByLabelText('Publish date')).toHaveValue('2099-12-01');
  });
});
