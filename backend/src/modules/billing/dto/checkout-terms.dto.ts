import { ApiProperty } from '@nestjs/swagger';

/**
 * How a new subscription is paid for on this install (issue 34): the confirm step must say so
 * rather than "then $499/month" with no payment method in sight.
 */
export class CheckoutTermsDto {
  @ApiProperty({
    enum: ['builtin', 'stripe'],
    description:
      'builtin: billed by invoice, paid offline (bank transfer, purchase order), no card; stripe: a card at Stripe Checkout',
  })
  provider: 'builtin' | 'stripe';
  @ApiProperty({ example: 14, description: 'Free trial days every plan starts with' })
  trialDays: number;
  @ApiProperty({ example: 14, description: 'Built-in invoices are due this many days after issue' })
  invoiceDueDays: number;
}
