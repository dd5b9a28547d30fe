import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ApiTextRule, TextRule, ValidText } from '../../../common/validation/text-rule';

/** Shared with the page through the OpenAPI document (frontend/src/lib/api-rules.ts). */
export const KNOWLEDGE_QUERY_RULE: TextRule = {
  minLength: 1,
  maxLength: 500,
  tooShort: 'Enter a question or some words to search for',
  tooLong: 'Searches are limited to 500 characters',
  checks: [],
};

export class KnowledgeSearchQueryDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @ApiTextRule(KNOWLEDGE_QUERY_RULE)
  @ValidText(KNOWLEDGE_QUERY_RULE)
  q: string;
}

export class KnowledgeSearchResultDto {
  @ApiProperty({ format: 'uuid' }) documentId: string;
  @ApiProperty({ example: 'Travel policy.pdf' }) documentName: string;
  @ApiProperty({ description: 'The matching passage, shortened around the first match' })
  excerpt: string;
  @ApiProperty({
    example: 'p. 3',
    description:
      'Where it is: "p. 3" in a PDF, the heading in other documents, "lines 1–40" in plain text',
  })
  location: string;
  @ApiProperty({ minimum: 0, maximum: 1, description: 'Relevance, best first' }) score: number;
}

export class KnowledgeSearchResponseDto {
  @ApiProperty({ type: [KnowledgeSearchResultDto] }) results: KnowledgeSearchResultDto[];
}
