import { Hono } from 'hono';
import { AuthError } from './errors.ts';

/**
 * What this product does not offer answers as a GoTrue project with the feature switched off
 * does: its error code and message (auth-js's error-codes list), not "No route".
 */
export const disabledErrors = {
  anonymous: () => new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  phone: () => new AuthError(422, 'phone_provider_disabled', 'Phone logins are disabled'),
  web3: () => new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled'),
  idToken: () => new AuthError(400, 'provider_disabled', 'Provider (issuer) is not enabled'),
  oauth: () => new AuthError(400, 'provider_disabled', 'Unsupported provider: provider is not enabled'),
  // GoTrue checks SAML is on before it looks for a provider: every SSO route says so (requireSAMLEnabled).
  saml: () => new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'),
  manualLinking: () => new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled'),
  oauthServer: () => new AuthError(404, 'oauth_server_disabled', 'OAuth server is disabled'),
  passkeys: () => new AuthError(422, 'passkey_disabled', 'Passkeys are disabled'),
};

/** The routes of the features above, each answering its disabled error (passkeys unless switched on). */
export function createDisabledRoutes(options: { passkeys: boolean }): Hono {
  const app = new Hono();
  const refuse = (error: () => AuthError) => () => {
    throw error();
  };
  app.get('/authorize', refuse(disabledErrors.oauth));
  app.get('/callback', refuse(disabledErrors.oauth));
  app.post('/callback', refuse(disabledErrors.oauth));
  app.post('/sso', refuse(disabledErrors.saml));
  app.all('/sso/saml/*', refuse(disabledErrors.saml));
  app.all('/admin/sso/*', refuse(disabledErrors.saml));
  app.all('/admin/sso', refuse(disabledErrors.saml));
  app.get('/user/identities/authorize', refuse(disabledErrors.manualLinking));
  app.post('/user/identities/link_token', refuse(disabledErrors.manualLinking));
  app.delete('/user/identities/:id', refuse(disabledErrors.manualLinking));
  app.all('/admin/oauth/*', refuse(disabledErrors.oauthServer));
  app.all('/admin/oauth', refuse(disabledErrors.oauthServer));
  app.all('/oauth/*', refuse(disabledErrors.oauthServer));
  if (!options.passkeys) {
    app.all('/passkeys/*', refuse(disabledErrors.passkeys));
    app.all('/passkeys', refuse(disabledErrors.passkeys));
    app.all('/admin/users/:id/passkeys/*', refuse(disabledErrors.passkeys));
    app.all('/admin/users/:id/passkeys', refuse(disabledErrors.passkeys));
  }
  app.post('/sms', refuse(disabledErrors.phone));
  return app;
}
