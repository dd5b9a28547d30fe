import {
  ArgumentMetadata,
  HttpException,
  HttpStatus,
  Logger,
  ValidationPipe,
} from '@nestjs/common';
import { AppError } from '../errors/app-error';
import { VALIDATION_FAILED } from '../errors/error-codes';

/**
 * The global ValidationPipe (whitelist, forbid unknown fields, transform), plus one rule: a
 * validator that throws instead of answering "invalid" is a 400 for the caller, not a 500.
 */
export class AppValidationPipe extends ValidationPipe {
  private readonly logger = new Logger(AppValidationPipe.name);

  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await super.transform(value, metadata);
    } catch (err) {
      if (err instanceof HttpException) throw err;
      this.logger.warn(`A validator threw on ${metadata.type} input: ${err}`);
      throw new AppError(HttpStatus.BAD_REQUEST, VALIDATION_FAILED, 'Invalid input');
    }
  }
}
