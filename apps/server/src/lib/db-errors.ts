/** The PostgreSQL error code behind an error from either driver (Drizzle wraps it as `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

export const FOREIGN_KEY_VIOLATION = '23503';
