import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { RequirePermission, SessionOnly } from '../access/access.decorators';
import { ClientContext, RequestContext } from '../audit/request-context';
import { CurrentUser } from '../users/current-user.decorator';
import { SessionUser } from '../users/session-user';
import { AdminPasswordResetDto, AdminPasswordResetResponseDto } from './dto/password-reset.dto';
import { PasswordResetService } from './password-reset.service';
import { AdminController } from '../access/admin-controller.decorator';

@AdminController('admin/users')
export class AdminPasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  /** "Reset password" in the admin's users list. */
  @Post('password-reset')
  @HttpCode(200)
  @RequirePermission('users', 'update')
  // A person at the screen reads the temporary password; a token must not mint passwords.
  @SessionOnly()
  @ApiOkResponse({ type: AdminPasswordResetResponseDto })
  @ApiBadRequestResponse({
    description: 'Validation failed, own account, or an account without a local password',
  })
  @ApiNotFoundResponse({ description: 'User not found' })
  async reset(
    @Body() { userId }: AdminPasswordResetDto,
    @CurrentUser() actor: SessionUser,
    @ClientContext() context: RequestContext,
  ): Promise<AdminPasswordResetResponseDto> {
    const { delivery, temporaryPassword, user } = await this.resets.resetByAdmin(
      actor,
      userId,
      context,
    );
    return {
      success: true,
      delivery,
      temporaryPassword,
      message:
        delivery === 'email'
          ? `A reset link has been sent to ${user.username}'s email address. They have been signed out everywhere.`
          : `${user.username} has been signed out everywhere and must choose a new password at the next sign-in.`,
    };
  }
}
