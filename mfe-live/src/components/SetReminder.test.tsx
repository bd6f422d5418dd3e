import { mapSportsEventRow, ThemeProvider } from '@newsroom/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from '../lib/downloadFile.ts';
import { SetReminder } from './SetReminder.tsx';
import { cancelStartNotification } from '../lib/startNotifications.ts';

vi.mock('../lib/downloadFile.ts', () => ({ downloadFile: vi.fn() }));

const event = mapSportsEventRow({
  id: 'e1',
  title: 'Cup final',
  status: 'scheduled',
  scheduled_start: new Date(Date.now() + 3_600_000).toISOString(),
  stream_url: 'https://youtu.be/abcdefghijk',
})!;

function stubNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('Notification', Object.assign(vi.fn(), { permission, requestPermission }));
  return requestPermission;
}

const renderReminder = () =>
  render(
    <ThemeProvider global={false}>
      <SetReminder event={event} />
    </ThemeProvider>,
  );

afterEach(() => {
  cancelStartNotification('e1');
  vi.unstubAllGlobals();
});

describe('SetReminder', () => {
  it('is a disclosure offering the calendar file', async () => {
    stubNotification('default');
    const user = userEvent.setup();
    renderReminder();
    const button = screen.getByRole('button', { name: 'Set Reminder' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    expect(downloadFile).toHaveBeenCalledWith(
      'cup-final.ics',
      expect.stringContaining('SUMMARY:Cup final'),
      'text/calendar;charset=utf-8',
    );
    expect(vi.mocked(downloadFile).mock.calls[0][1]).toContain(`URL:${window.location.origin}/live-events/e1`);
  });

  it('asks for permission, then schedules the start notification', async () => {
    const requestPermission = stubNotification('default', 'granted');
    const user = userEvent.setup();
    renderReminder();
    await user.click(screen.getByRole('button', { name: 'Set Reminder' }));
    await user.click(screen.getByRole('button', { name: 'Notify me when it starts' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('notify you in this tab when it starts');
    await user.click(screen.getByRole('button', { name: 'Cancel notification' }));
    expect(screen.getByRole('button', { name: 'Notify me when it starts' })).toBeInTheDocument();
  });

  it('says when notifications are blocked', async () => {
    stubNotification('denied');
    const user = userEvent.setup();
    renderReminder();
    await user.click(screen.getByRole('button', { name: 'Set Reminder' }));
    expect(screen.getByText('Browser notifications are blocked for this site.')).toBeInTheDocument();
  });
});
