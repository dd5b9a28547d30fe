import {
  ConflictException,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { RegisterDto } from './dto/register.dto';
import { LoginAttemptsService } from './login-attempts.service';
import { PasswordService } from './password.service';

export interface LoginAttempt {
  username: string;
  password: string;
  token?: string;
  ip: string;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly attempts: LoginAttemptsService,
  ) {}

  async register(dto: RegisterDto): Promise<UserEntity> {
    if (await this.users.findByUsername(dto.username)) {
      throw new ConflictException('Username already exists');
    }
    return this.users.create({
      username: dto.username,
      email: dto.email ?? null,
      passwordHash: await this.passwords.hash(dto.password),
    });
  }

  /** Checks a sign-in attempt; unknown users and bad passwords fail identically. */
  async validateLogin({ username, password, token, ip }: LoginAttempt): Promise<UserEntity> {
    await this.attempts.assertAllowed(ip, username);
    const user = await this.users.findByUsername(username);
    const valid = user
      ? await this.passwords.verify(user.passwordHash, password)
      : await this.passwords.burnTime(password).then(() => false);
    if (!user || !valid) {
      await this.attempts.recordFailure(ip, username);
      throw new UnauthorizedException('Invalid username or password');
    }
    if (!user.isActive) {
      throw new ForbiddenException(
        'This account has been deactivated. Contact your administrator.',
      );
    }
    if (user.twoFactorEnabled && !token) {
      throw new UnauthorizedException({
        statusCode: 401,
        error: 'Unauthorized',
        success: false,
        twoFactorRequired: true,
        message: 'Two-factor authentication code required',
      });
    }
    await this.attempts.recordSuccess(username);
    return user;
  }
}
