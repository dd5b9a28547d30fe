import { ApiProperty } from '@nestjs/swagger';

export class LeadAcceptedDto {
  @ApiProperty({ example: true })
  success: boolean;

  @ApiProperty({ description: 'Shown to the visitor as the success toast description' })
  message: string;
}
