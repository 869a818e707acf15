/**
 * A failure the caller should hear about, with the HTTP status and the stable code it answers
 * with. Domain services throw it without knowing about Express; the error handler renders it as
 * `{ error: { code, message, fields?, ...details } }`.
 */
export interface AppErrorExtra {
  /** invalid fields by name, each with what is wrong */
  fields?: Record<string, string>
  /** sent as Retry-After */
  retryAfterSeconds?: number
  /** merged into the error body (e.g. the current revision on a conflict) */
  details?: unknown
}

export class AppError extends Error {
  override name = 'AppError'

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: AppErrorExtra = {},
  ) {
    super(message)
  }
}

/** 400 naming each invalid field: the one shape every validation failure answers with. */
export function validationError(
  fields: Record<string, string>,
  message = 'Some fields are not valid',
): AppError {
  return new AppError(400, 'validation_failed', message, { fields })
}
