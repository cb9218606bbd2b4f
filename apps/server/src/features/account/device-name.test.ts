import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name.js';

describe('a session’s device in words', () => {
  it('names the browser and the system of real user agents', () => {
    for (const [userAgent, name] of [
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        'Chrome on Linux',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari on iOS',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        'Safari on macOS',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge on Windows',
      ],
      ['Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0', 'Firefox on Android'],
    ]) {
      expect(deviceName(userAgent!), userAgent).toBe(name);
    }
  });

  it('says what it cannot tell', () => {
    expect(deviceName(null)).toBe('Unknown browser');
    expect(deviceName('')).toBe('Unknown browser');
    expect(deviceName('curl/8.5.0')).toBe('Unknown browser');
  });
});
