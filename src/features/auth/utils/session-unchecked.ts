/**
 * Thrown by a role-gated screen's guard when her session could not be checked (no verdict from validateToken) and
 * the server has not accepted her token before: the screen does not open (docs/decisions/0022).
 */
export class SessionUncheckedError extends Error {
  constructor() {
    super('The session could not be checked');
    this.name = 'SessionUncheckedError';
  }
}

export const isSessionUnchecked = (error: unknown): boolean =>
  error instanceof Error && error.name === 'SessionUncheckedError';
