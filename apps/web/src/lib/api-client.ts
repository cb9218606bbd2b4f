import type { ApiErrorBody } from '@second-shelf/shared';

/** Where the API is: the same origin in the browser; the test server in component tests. */
export const apiConfig = { baseUrl: '' };

/** An answer of the API that is not a success, with the server's own message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const TOKEN_KEY = 'accessToken';

/** The specification's access token, kept in localStorage under `accessToken`. */
export const accessToken = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY),
  set: (token: string): void => localStorage.setItem(TOKEN_KEY, token),
  clear: (): void => localStorage.removeItem(TOKEN_KEY),
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send the stored access token as `Authorization: Bearer` (the spec does for orders and deletes). */
  bearer?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/** The API's error answer as an ApiError, with the server's own message. */
export async function toApiError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as Partial<ApiErrorBody>;
    return new ApiError(response.status, body.message || response.statusText, body.code);
  } catch {
    return new ApiError(response.status, response.statusText || `Request failed (${response.status})`);
  }
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${apiConfig.baseUrl}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
    credentials: 'same-origin',
  });
}

/** Asks the server for a fresh access token for the signed-in user (the token step after sign-in). */
export async function requestAccessToken(email: string): Promise<string> {
  const { data } = await apiRequest<{ accessToken: string }>(`/api/jwt?email=${encodeURIComponent(email)}`);
  accessToken.set(data.accessToken);
  return data.accessToken;
}

let currentEmail: string | null = null;
/** The signed-in email, so that an expired token can be renewed from the session cookie. */
export function setSignedInEmail(email: string | null): void {
  currentEmail = email;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  let response = await send(path, options, options.bearer ? accessToken.get() : null);
  // Tokens live 15 minutes; the session lasts longer. Renew once and try again.
  if (response.status === 401 && options.bearer && currentEmail) {
    const renewed = await requestAccessToken(currentEmail).catch(() => null);
    if (renewed) response = await send(path, options, renewed);
  }
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return 'Cannot reach the server. Check your connection and try again.';
  return error instanceof Error ? error.message : 'Something went wrong';
}
