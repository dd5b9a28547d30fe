import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from '../../users/dto/user.dto';

export class CurrentUserResponseDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ type: UserDto })
  user: UserDto;
}

export class AuthResponseDto extends CurrentUserResponseDto {
  @ApiProperty({ description: 'CSRF token bound to the new (rotated) session' })
  csrfToken: string;
}

export class SuccessResponseDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ required: false })
  message?: string;
}

export class TwoFactorRequiredDto {
  @ApiProperty({ example: false })
  success: boolean;

  @ApiProperty({ example: true })
  twoFactorRequired: boolean;

  @ApiProperty()
  message: string;
}
