import { VisuallyHidden } from '@newsroom/shared';
import { SwitchButton, Track } from './Switch.styles.ts';

export interface SwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** Visible label, e.g. "Active" or "Live". */
  label: string;
  /** Read after the label by screen readers, to tell apart the switches of a list ("Ad title"). */
  context?: string;
  disabled?: boolean;
}

/** An on/off switch (role="switch"): its name stays the same, aria-checked carries the state. */
export function Switch({ checked, onCheckedChange, label, context, disabled = false }: SwitchProps) {
  return (
    <SwitchButton
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
    >
      <Track $on={checked} aria-hidden="true" />
      <span>
        {label}
        {context && <VisuallyHidden>: {context}</VisuallyHidden>}
      </span>
    </SwitchButton>
  );
}
