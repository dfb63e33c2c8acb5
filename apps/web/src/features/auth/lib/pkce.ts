/**
 * PKCE for the email links (decision 020). Before asking for a confirmation or reset email the
 * browser keeps a random code verifier in its storage and sends only its SHA-256 (the code
 * challenge). The link's redirect brings back a one-time `?code=`, which the server exchanges for a
 * session only together with the verifier: a link opened anywhere else opens no session.
 */

export type PkceKind = 'signup' | 'recovery';

export interface PkceParams {
  code_challenge: string;
  code_challenge_method: 's256';
}

type VerifierStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One verifier per kind, so a reset asked for while a confirmation is pending leaves it working. */
export const codeVerifierKey = (kind: PkceKind) => `rentwise.auth.code-verifier.${kind}`;

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A new verifier (256 random bits) is stored; answers the challenge to send with the request. */
export async function startPkce(storage: VerifierStorage | null, kind: PkceKind): Promise<PkceParams> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  storage?.setItem(codeVerifierKey(kind), verifier);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return { code_challenge: base64url(new Uint8Array(digest)), code_challenge_method: 's256' };
}

/** The stored verifier, removed: a code is exchanged once. */
export function takeCodeVerifier(storage: VerifierStorage | null, kind: PkceKind): string | null {
  try {
    const verifier = storage?.getItem(codeVerifierKey(kind)) ?? null;
    storage?.removeItem(codeVerifierKey(kind));
    return verifier;
  } catch {
    return null;
  }
}

/** The `?code=` an email link's redirect carried, if any. */
export function readAuthCode(location: Pick<Location, 'search'>): string | null {
  return new URLSearchParams(location.search).get('code');
}
