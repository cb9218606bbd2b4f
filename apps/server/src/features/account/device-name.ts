import UAParser from 'ua-parser-js';

/** The systems' names as people know them, where the parser's differ. */
const SYSTEM_NAMES: Record<string, string> = { 'Mac OS': 'macOS', 'Chromium OS': 'ChromeOS' };

/**
 * A session's browser and system in words, from its user agent ("Chrome on Linux", "Safari on
 * iOS"), read by ua-parser-js; "Unknown browser" when it says nothing of either.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const { browser: found, os } = new UAParser(userAgent).getResult();
  const system = os.name && (SYSTEM_NAMES[os.name] ?? os.name);
  // "Mobile Safari" is Safari to the person holding the phone, whose system says it is one.
  const browser = found.name?.replace(/^Mobile /, '');
  if (!browser) return system ? `A browser on ${system}` : 'Unknown browser';
  return system ? `${browser} on ${system}` : browser;
}
