import { ApiProperty } from '@nestjs/swagger';
import { CurrentUserResponseDto } from '../../users/dto/user.dto';

export class AuthResponseDto extends CurrentUserResponseDto {
  @ApiProperty({ description: 'CSRF token bound to the new (rotated) session' })
  csrfToken: string;
}

export class TwoFactorRequiredDto {
  @ApiProperty({ example: false })
  success: boolean;

  @ApiProperty({ example: true })
  twoFactorRequired: boolean;

  @ApiProperty()
  message: string;
}
