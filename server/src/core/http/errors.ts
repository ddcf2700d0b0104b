import type { ApiErrorBody } from '@lobby/shared-api/contract';

/** An error that becomes a JSON answer with its status and the contract's error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return {
      success: false,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export const VALIDATION_MESSAGE = 'The given data was invalid.';

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') =>
  new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const unprocessable = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(422, message, errors);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** 400 with per-field messages, the shape every validation failure answers. */
export const fieldErrors = (errors: Record<string, string[]>) =>
  new HttpError(400, VALIDATION_MESSAGE, errors);
