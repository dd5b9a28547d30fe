import { Global, Injectable, Module } from '@nestjs/common';
import type { ErrorBody } from './error-body';

/** An error as another API family writes it: the status and the body to send. */
export interface FormattedError {
  statusCode: number;
  payload: unknown;
}

export type ErrorFormat = (body: ErrorBody) => FormattedError;

/**
 * The error shape is `{statusCode, message, error, code}` everywhere except where a feature
 * speaks another API's dialect under its own path prefix (the OpenAI-compatible gateway under
 * /api/v1). The feature registers its format here at start-up; the one exception filter asks,
 * so errors raised before the feature's handler runs (an invalid token in the session hook, the
 * rate limiter, the access guard, a malformed body, an unknown route) are written in that
 * dialect too.
 */
@Injectable()
export class ErrorFormats {
  private readonly formats: { prefix: string; format: ErrorFormat }[] = [];

  register(prefix: string, format: ErrorFormat): void {
    this.formats.push({ prefix, format });
  }

  /**
   * The format for a request URL (path and query), or undefined for the standard shape. The
   * longest prefix wins: /api/v1/messages (Anthropic's dialect) inside /api/v1 (OpenAI's).
   */
  forUrl(url: string): ErrorFormat | undefined {
    let found: { prefix: string; format: ErrorFormat } | undefined;
    for (const entry of this.formats) {
      const { prefix } = entry;
      if (
        url.startsWith(prefix) &&
        (url.length === prefix.length || '/?'.includes(url[prefix.length])) &&
        prefix.length > (found?.prefix.length ?? -1)
      )
        found = entry;
    }
    return found?.format;
  }
}

@Global()
@Module({ providers: [ErrorFormats], exports: [ErrorFormats] })
export class ErrorFormatsModule {}
