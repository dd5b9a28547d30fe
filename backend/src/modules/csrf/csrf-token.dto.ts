import { ApiProperty } from '@nestjs/swagger';

export class CsrfTokenDto {
  @ApiProperty({ description: 'Send as X-CSRF-Token on POST/PUT/PATCH/DELETE' })
  token: string;
}
