import { useHydrated } from '../components/after-hydration.js';
import { usePublicConfig } from './config.js';

/**
 * The browser's side of passkeys (@simplewebauthn/browser), loaded only when someone uses one: the
 * login and account pages offer them without carrying it.
 */
export const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys at all. */
export const browserHasPasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/**
 * Whether the server offers passkeys (on https or localhost) and this browser can use them: only
 * the browser knows, so a page the server drew (the login form) offers them once taken over.
 */
export function usePasskeysOffered(): boolean {
  const config = usePublicConfig();
  const hydrated = useHydrated();
  return hydrated && config.data?.passkeys === true && browserHasPasskeys();
}

/**
 * What to tell the person when the browser's passkey prompt fails; undefined when it is not the
 * browser's doing (the server's answer says it then).
 */
export function webAuthnProblem(error: unknown): string | undefined {
  // A DOMException from the browser, or @simplewebauthn/browser's WebAuthnError carrying its name.
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey prompt was closed or timed out: nothing was done.';
  }
  if (name === 'InvalidStateError') return 'This device already holds a passkey for your account.';
  if (name === 'SecurityError') return 'This browser refused passkeys for this site.';
  if (name === 'NotSupportedError') return 'This device cannot make a passkey of a kind this site accepts.';
  return undefined;
}
