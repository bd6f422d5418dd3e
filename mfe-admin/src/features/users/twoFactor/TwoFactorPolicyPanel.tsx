import { describeWriteError, LoadFailure } from '@newsroom/shared';
import { Link } from 'react-router-dom';
import { Panel, PanelHeading, PanelIntro } from '../../../components/Panel.styles.ts';
import { AlertText } from '../../../components/ListRow.styles.ts';
import { ROLE_LABELS } from '../userAccount.ts';
import { POLICY_LOAD_ERROR, useSetRequirement, useTwoFactorPolicy } from './useTwoFactorPolicy.ts';

/** "Require two-factor sign-in" per staff role: members without it cannot open the console or write. */
export function TwoFactorPolicyPanel() {
  const policy = useTwoFactorPolicy();
  const setRequirement = useSetRequirement();
  return (
    <Panel aria-labelledby="admin-two-factor-heading">
      <PanelHeading id="admin-two-factor-heading">Two-Factor Sign-In</PanelHeading>
      <PanelIntro>
        A role that requires it cannot write anything with a password alone: its members set up an authenticator app (
        <Link to="/account/security">Security page</Link>) and enter its code when they sign in. Recommended for every
        staff role.
      </PanelIntro>
      {policy.isError && <LoadFailure message={POLICY_LOAD_ERROR} onRetry={() => void policy.refetch()} />}
      {setRequirement.isError && (
        // A refusal RLS hides comes back as our own Error: describeWriteError knows only API errors.
        <AlertText role="alert">{describeWriteError(setRequirement.error) ?? setRequirement.error.message}</AlertText>
      )}
      {policy.data?.map((row) => (
        <label key={row.role}>
          <input
            type="checkbox"
            checked={row.required}
            disabled={setRequirement.isPending}
            onChange={() => setRequirement.mutate({ role: row.role, required: !row.required })}
          />{' '}
          Require two-factor sign-in for {ROLE_LABELS[row.role].toLowerCase()}s
        </label>
      ))}
    </Panel>
  );
}
