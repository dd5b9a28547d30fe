import { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

export class PaginationMetaDto {
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty() total: number;
  @ApiProperty({ description: 'At least 1, even when the list is empty' }) totalPages: number;
}

export interface Page<T> {
  data: T[];
  pagination: PaginationMetaDto;
}

/**
 * The OpenAPI class for `{data: Item[], pagination}`; one named class per item type so the
 * generated client types stay readable (`SecurityLogPageDto`, `UserPageDto`, ...).
 */
export function PageDto<T>(item: Type<T>, name: string): Type<Page<T>> {
  class PageOfItems {
    @ApiProperty({ type: [item] }) data: T[];
    @ApiProperty({ type: PaginationMetaDto }) pagination: PaginationMetaDto;
  }
  Object.defineProperty(PageOfItems, 'name', { value: name });
  return PageOfItems;
}
