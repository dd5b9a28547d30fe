import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { Optional } from '../../../common/validation/optional';

export class LoginDto {
  @ApiProperty()
  @IsString({ message: 'Username is required' })
  @MinLength(1, { message: 'Username is required' })
  @MaxLength(50, { message: 'Username must be less than 50 characters' })
  username: string;

  @ApiProperty()
  @IsString({ message: 'Password is required' })
  @MinLength(1, { message: 'Password is required' })
  @MaxLength(100, { message: 'Password must be at most 100 characters' })
  password: string;

  @ApiPropertyOptional({ description: '6-digit authenticator code or a backup code' })
  @Optional()
  @IsString({ message: 'Authentication code must be text' })
  @Matches(/^[A-Za-z0-9-]{6,20}$/, { message: 'Invalid authentication code format' })
  token?: string;
}
