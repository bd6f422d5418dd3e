/** Every message the sign-in, sign-up, sign-out and access flows show. */
export const AUTH_MESSAGES = {
  fillAllFields: 'Please fill in all fields',
  passwordTooShort: 'Password must be at least 6 characters',
  alreadyRegistered: 'This email is already registered. Please try signing in instead.',
  signInFailed: 'Failed to sign in',
  signUpFailed: 'Failed to create account',
  signedIn: 'Welcome back!',
  signedUp: 'Account created successfully! Please check your email for verification.',
  signedOut: 'Signed out successfully',
  signOutFailed: 'Failed to sign out',
  accessDenied: 'Access denied. Admin privileges required.',
  resetLinkSent: 'If an account exists for that address, we have sent it a link to choose a new password.',
  resetRequestFailed: 'Failed to send the reset link',
  confirmationResent: 'If that address still needs confirming, a new link is on its way.',
  resendFailed: 'Failed to resend the confirmation',
  passwordUpdated: 'Your new password is set.',
  passwordUpdateFailed: 'Failed to set the new password',
  emailChangeSent:
    'Check both inboxes: the change happens once you follow the link sent to your current address and the one sent to the new address.',
  emailChangeFailed: 'Failed to change the e-mail address',
  followResetLink: 'To choose a new password, follow the link in the e-mail we sent you.',
  linkExpired: 'This link is invalid or has expired. Ask for a new one below.',
} as const;
