import { SESSION_END_WORDS, type SessionEndReason } from '../common/accounts/session-end';

/**
 * Domain errors. Services throw these; the one error handler (plugins/error-handler.ts) turns them into
 * `{ error, details? }` with the matching status. Anything else is a 500 whose internals stay in the log.
 */
export class AppError extends Error {
  /** A word a client may act on besides the message (why a session ended), answered as `code`. */
  readonly code?: string;
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: string[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InputError extends AppError {
  constructor(message: string, details?: string[]) {
    super(400, message, details);
  }
}
/** A 400 about one field of a form, so a page can show it next to that field (the checkout's phone). */
export class FieldError extends InputError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}
/**
 * A request whose session was ended by a change to its account (decision 018): 401, the words saying why,
 * and the reason as `code`, so the back office can say it on its login page.
 */
export class SessionEndedError extends UnauthorizedError {
  override readonly code: SessionEndReason;
  constructor(reason: SessionEndReason) {
    super(SESSION_END_WORDS[reason].message);
    this.code = reason;
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'You do not have permission to do this') {
    super(403, message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}
