import { UnsupportedMediaTypeException } from '@nestjs/common';
import { Request } from 'express';

/** Questions arrive only as JSON, which also keeps cross-site HTML forms out. */
export function requireJson(req: Request): void {
  if (!req.is('application/json')) {
    throw new UnsupportedMediaTypeException('Send the question as application/json');
  }
}
