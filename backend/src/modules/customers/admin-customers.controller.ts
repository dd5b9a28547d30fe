import { Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse } from '@nestjs/swagger';
import { RequirePermission } from '../access/access.decorators';
import { AdminCustomersService } from './admin-customers.service';
import { CustomerListQueryDto, CustomerPageDto } from './dto/customer.dto';
import { AdminController } from '../access/admin-controller.decorator';

/** /api/admin/organizations: the Customers section of /admin (organizations:read). */
@AdminController('admin/organizations')
export class AdminCustomersController {
  constructor(private readonly customers: AdminCustomersService) {}

  @Get()
  @RequirePermission('organizations', 'read')
  @ApiOkResponse({ type: CustomerPageDto, description: 'Organizations by name' })
  @ApiBadRequestResponse({ description: 'Invalid search, page or limit' })
  list(@Query() query: CustomerListQueryDto): Promise<CustomerPageDto> {
    return this.customers.list(query);
  }
}
