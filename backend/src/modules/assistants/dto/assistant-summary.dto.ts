import { ApiProperty } from '@nestjs/swagger';
import { ASSISTANT_IDS, AssistantId } from '../assistant-catalog';

export class AssistantSummaryDto {
  @ApiProperty({ enum: ASSISTANT_IDS })
  id: AssistantId;

  @ApiProperty({ example: 'Compliance Assistant' })
  name: string;

  @ApiProperty({ type: [String], description: 'Six sample questions, answered from the corpus' })
  sampleQuestions: string[];
}
