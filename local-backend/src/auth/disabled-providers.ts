import { GoTrueError } from './gotrue-error';
import { stringFields } from './request-body';

// The issuer GoTrue checks an ID token of each built-in OIDC provider against (its provider list).
const ID_TOKEN_ISSUERS: Record<string, string> = {
  apple: 'https://appleid.apple.com',
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  kakao: 'https://kauth.kakao.com',
};

/**
 * `grant_type=web3`: GoTrue's Web3Grant with neither the Solana nor the Ethereum provider
 * enabled, which is this backend (it has no Web3 sign-in): 422 `web3_provider_disabled`.
 */
export function refuseWeb3Grant(): never {
  throw new GoTrueError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
}

/**
 * `grant_type=id_token`: GoTrue's IdTokenGrant for a provider that is not enabled (this backend
 * enables none): 400 `provider_disabled` naming the provider's issuer; a provider GoTrue does not
 * know is a custom one it does not allow.
 */
export function refuseIdTokenGrant(body: Record<string, unknown>): never {
  const params = stringFields(body, 'IdTokenGrantParams', ['id_token', 'provider', 'client_id', 'issuer']);
  if (!params.id_token) throw new GoTrueError(400, 'validation_failed', 'id_token required');
  if (!params.provider && (!params.client_id || !params.issuer))
    throw new GoTrueError(400, 'validation_failed', 'provider or client_id and issuer required');
  const issuer = ID_TOKEN_ISSUERS[params.provider] ?? (params.provider ? null : params.issuer);
  if (issuer === null)
    throw new GoTrueError(400, 'validation_failed', `Custom OIDC provider "${params.provider}" not allowed`);
  throw new GoTrueError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`);
}

/** POST /signup with neither email nor phone: an anonymous sign-in, which this backend keeps disabled. */
export function refuseAnonymousSignIn(): never {
  throw new GoTrueError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
}

/** `/user/identities/...` (link, unlink): GoTrue's answer while manual linking is disabled. */
export function refuseManualLinking(): never {
  throw new GoTrueError(404, 'manual_linking_disabled', 'Manual linking is disabled');
}
