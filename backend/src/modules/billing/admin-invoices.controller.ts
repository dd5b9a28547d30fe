import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { RequirePermission } from '../access/access.decorators';
import { AdminInvoicesService } from './admin-invoices.service';
import { AdminInvoicePageDto, AdminInvoicesQueryDto } from './dto/admin-invoice.dto';

/** /api/admin/invoices, beside the other admin lists (/api/admin/users, /api/admin/leads). */
@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Missing permission' })
@Controller('admin/invoices')
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
