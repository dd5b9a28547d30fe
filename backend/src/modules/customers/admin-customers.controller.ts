import { Controller, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { RequirePermission } from '../access/access.decorators';
import { AdminCustomersService } from './admin-customers.service';
import { CustomerListQueryDto, CustomerPageDto } from './dto/customer.dto';

/** /api/admin/organizations: the Customers section of /admin (organizations:read). */
@ApiTags('admin')
@ApiUnauthorizedResponse({ description: 'Not signed in' })
@ApiForbiddenResponse({ description: 'Missing permission' })
@Controller('admin/organizations')
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
