/** How far ahead a security.txt says it expires (RFC 9116 asks for less than a year). */
export const SECURITY_TXT_DAYS = 180;

/**
 * /.well-known/security.txt (RFC 9116): where to report a vulnerability (`contact`, a mailto: or
 * https: address), until when to trust the file, and the policy page. Its expiry is counted from
 * the start of today (UTC), so that the file stays the same all day.
 */
export function securityTxt(contact: string, baseUrl: string, now = new Date()): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expires = new Date(today + SECURITY_TXT_DAYS * 86_400_000).toISOString();
  return [
    `Contact: ${contact}`,
    `Expires: ${expires}`,
    `Policy: ${baseUrl}/guides/security`,
    `Canonical: ${baseUrl}/.well-known/security.txt`,
    'Preferred-Languages: en',
    '',
  ].join('\n');
}
