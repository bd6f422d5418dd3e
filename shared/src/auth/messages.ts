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
} as const;
