import {
  ArgumentMetadata,
  HttpException,
  HttpStatus,
  Logger,
  PipeTransform,
  ValidationPipe,
} from '@nestjs/common';
import { AppError } from '../errors/app-error';
import { VALIDATION_FAILED } from '../errors/error-codes';

/**
 * The global ValidationPipe (whitelist, forbid unknown fields, transform), plus two rules: a
 * validator that throws instead of answering "invalid" is a 400 for the caller, not a 500; and
 * custom decorators (the signed-in user, the organization membership, the audit actor), which
 * are not input and which ValidationPipe never validates (validateCustomDecorators is off), pass
 * straight through, without the promises of its async path that every signed-in request paid.
 */
export class AppValidationPipe implements PipeTransform {
  private readonly logger = new Logger(AppValidationPipe.name);
  private readonly pipe = new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
  });

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    return this.validate(value, metadata);
  }

  private async validate(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    try {
      return await this.pipe.transform(value, metadata);
    } catch (err) {
      if (err instanceof HttpException) throw err;
      this.logger.warn(`A validator threw on ${metadata.type} input: ${err}`);
      throw new AppError(HttpStatus.BAD_REQUEST, VALIDATION_FAILED, 'Invalid input');
    }
  }
}
