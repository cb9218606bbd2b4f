import { onlineManager } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.js';
import { isUnreachable, noteFailure } from './connection.js';

describe('the connection to the server', () => {
  it('counts a refused request and a gateway’s 502–504 as out of reach, not an answer of the server', () => {
    expect(isUnreachable(new TypeError('Failed to fetch'))).toBe(true);
    for (const status of [502, 503, 504])
      expect(isUnreachable(new ApiError(status, 'Bad gateway'))).toBe(true);
    for (const status of [400, 401, 404, 409, 500, 501])
      expect(isUnreachable(new ApiError(status, 'An answer'))).toBe(false);
    expect(isUnreachable(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
  });

  it('waits while the server is out of reach, asks /api/health, and goes on once it answers', async () => {
    expect(onlineManager.isOnline()).toBe(true);
    noteFailure(new ApiError(500, 'Something broke'));
    expect(onlineManager.isOnline()).toBe(true);
    noteFailure(new TypeError('Failed to fetch'));
    expect(onlineManager.isOnline()).toBe(false);
    // The test's API server answers /api/health: the first probe, 2 s on, finds it.
    await waitFor(() => expect(onlineManager.isOnline()).toBe(true), { timeout: 6000 });
  });
});
