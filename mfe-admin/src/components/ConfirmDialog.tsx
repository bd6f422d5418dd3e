import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { Button } from '@newsroom/shared';
import type { ReactElement } from 'react';
import { Actions, Content, Description, Overlay, Title } from './ConfirmDialog.styles.ts';

export interface ConfirmDialogProps {
  /** The button that opens the dialog (focus returns to it when the dialog closes). */
  trigger?: ReactElement;
  /** Controlled use (no trigger): the caller opens the dialog, e.g. from a checkbox. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/**
 * Asks before a destructive action: an accessible alert dialog (focus trapped, Escape cancels,
 * Cancel focused first so Enter never deletes by accident).
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <Overlay />
        <Content>
          <Title>{title}</Title>
          <Description>{description}</Description>
          <Actions>
            <AlertDialog.Cancel asChild>
              <Button $variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button $variant="danger" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </Actions>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
