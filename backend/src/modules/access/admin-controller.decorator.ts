import { applyDecorators, Controller } from '@nestjs/common';
import { ApiForbiddenResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';

/**
 * A controller of the admin panel's API (/api/admin/…): Nest's @Controller plus what every
 * admin controller tells the OpenAPI document — the `admin` tag and the 401/403 every route of
 * it can answer. Who may call a route is still each route's own @RequirePermission.
 */
export const AdminController = (path: string, forbidden = 'Missing permission') =>
  applyDecorators(
    ApiTags('admin'),
    ApiUnauthorizedResponse({ description: 'Not signed in' }),
    ApiForbiddenResponse({ description: forbidden }),
    Controller(path),
  );
