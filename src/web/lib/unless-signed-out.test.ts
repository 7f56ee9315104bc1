import { describe, expect, it, vi } from 'vitest';
import { ApiError, unlessSignedOut } from './api-client';

describe("a learner's own part of a public page", () => {
  it('is none, and the session is asked for again, when the server says the session ended (401)', async () => {
    const signedOut = vi.fn();
    const ended = Promise.reject(new ApiError({ status: 401, code: 'auth.unauthenticated', message: 'Unauthenticated' }));
    await expect(unlessSignedOut(ended, signedOut)).resolves.toBeUndefined();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('is what the server sent otherwise, and any other failure fails the page', async () => {
    const signedOut = vi.fn();
    await expect(unlessSignedOut(Promise.resolve({ marks: {} }), signedOut)).resolves.toEqual({ marks: {} });
    const down = new ApiError({ status: 503, code: 'service.unavailable', message: 'Unavailable' });
    await expect(unlessSignedOut(Promise.reject(down), signedOut)).rejects.toBe(down);
    expect(signedOut).not.toHaveBeenCalled();
  });
});
