import { Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { RequirePermission } from '../access/access.decorators';
import { AdminInvoicesService } from './admin-invoices.service';
import { AdminInvoicePageDto, AdminInvoicesQueryDto } from './dto/admin-invoice.dto';
import { AdminController } from '../access/admin-controller.decorator';

/** /api/admin/invoices, beside the other admin lists (/api/admin/users, /api/admin/leads). */
@AdminController('admin/invoices')
export class AdminInvoicesController {
  constructor(private readonly adminInvoices: AdminInvoicesService) {}

  @Get()
  @RequirePermission('billing', 'manage')
  @ApiOperation({
    summary: 'Invoices of every organization',
    description:
      'Open ones (default) are the payments to record with POST /api/billing/invoices/{id}/mark-paid.',
  })
  @ApiOkResponse({ type: AdminInvoicePageDto })
  @ApiBadRequestResponse({ description: 'Invalid status, page or limit' })
  list(@Query() query: AdminInvoicesQueryDto): Promise<AdminInvoicePageDto> {
    return this.adminInvoices.list(query);
  }
}
