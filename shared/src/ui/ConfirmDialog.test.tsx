import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

describe('ConfirmDialog', () => {
  it('opens from its trigger with the safe choice focused; Escape cancels, confirming closes it', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button>Delete</Button>}
        title="Delete this ad?"
        confirmLabel="Delete ad"
        danger
        onConfirm={onConfirm}
      >
        It disappears from the site.
      </ConfirmDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this ad?' });
    expect(dialog).toHaveAccessibleDescription('It disappears from the site.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByText('It disappears from the site.')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete ad' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByText('It disappears from the site.')).not.toBeInTheDocument();
  });

  it('controlled: the caller opens it, Cancel asks the caller to close, busy holds the action', async () => {
    const onConfirm = vi.fn();
    function Host() {
      const [open, setOpen] = useState(true);
      return (
        <ConfirmDialog
          open={open}
          busy
          title="Leave?"
          confirmLabel="Leave"
          cancelLabel="Stay"
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
        >
          Unsaved work stays on this device.
        </ConfirmDialog>
      );
    }
    render(<Host />);
    expect(screen.getByRole('button', { name: 'Leave' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('button', { name: 'Stay' })).not.toBeInTheDocument();
  });
});
