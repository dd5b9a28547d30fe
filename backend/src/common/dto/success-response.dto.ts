import { ApiProperty } from '@nestjs/swagger';

/** `{success: true, message?}`: the answer of every command that returns nothing else. */
export class SuccessResponseDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ required: false })
  message?: string;
}
