import { STATUS_CODES } from 'node:http';

/** The error body every route answers with, the same shape as the backend's. */
export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
  code: string;
}

/** Codes for errors no feature names itself (as the backend's generic codes). */
const GENERIC_CODES: Readonly<Record<number, string>> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  421: 'MISDIRECTED_REQUEST',
  500: 'INTERNAL_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

export function genericCode(status: number): string {
  return GENERIC_CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'REQUEST_FAILED');
}

/** An error the client can act on: an HTTP status, a stable code and a readable message. */
export class ServiceError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  toBody(): ErrorBody {
    return errorBody(this.statusCode, this.message, this.code);
  }
}

export function errorBody(statusCode: number, message: string, code?: string): ErrorBody {
  return {
    statusCode,
    message,
    error: STATUS_CODES[statusCode] ?? 'Error',
    code: code ?? genericCode(statusCode),
  };
}
