import { ROLE_LABELS, type AppRole, type UserAccount } from './userAccount.ts';

export interface RoleCheckboxProps {
  user: UserAccount;
  appRole: AppRole;
  disabled: boolean;
  onToggle: (user: UserAccount, role: AppRole, enabled: boolean) => void;
}

/** One role of one account, as a checkbox named after both ("Editor: ann@example.com"). */
export function RoleCheckbox({ user, appRole, disabled, onToggle }: RoleCheckboxProps) {
  const checked = user.roles.includes(appRole);
  return (
    <input
      type="checkbox"
      aria-label={`${ROLE_LABELS[appRole]}: ${user.email}`}
      checked={checked}
      disabled={disabled}
      onChange={() => onToggle(user, appRole, !checked)}
    />
  );
}
