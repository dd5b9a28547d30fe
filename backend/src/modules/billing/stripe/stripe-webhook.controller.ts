import { Controller, Headers, HttpCode, Post, RawBodyRequest, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { FastifyRequest } from 'fastify';
import { SuccessResponseDto } from '../../../common/dto/success-response.dto';
import { Public } from '../../access/access.decorators';
import { SkipCsrf } from '../../csrf/csrf.guard';
import { StripeWebhookService } from './stripe-webhook.service';

@ApiTags('billing')
@Controller('billing')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  @Post('webhook')
  @HttpCode(200)
  // Called by Stripe, not a browser: authenticated by the Stripe-Signature HMAC over the raw
  // body instead of a session, so no cookie and no CSRF token are involved.
  @Public()
  @SkipCsrf()
  @ApiHeader({ name: 'Stripe-Signature', required: true })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiBadRequestResponse({ description: 'INVALID_WEBHOOK_SIGNATURE' })
  @ApiNotFoundResponse({ description: 'WEBHOOKS_DISABLED (Stripe is not configured)' })
  async handle(
    @Req() req: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<SuccessResponseDto> {
    await this.webhooks.handle(req.rawBody, signature);
    return { success: true };
  }
}
