import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * OpenAPI descriptions of Anthropic's Messages API. Documentation only: messages-request.ts
 * checks the bodies and answers in Anthropic's error shape.
 */
export class AnthropicMessageDoc {
  @ApiProperty({ enum: ['user', 'assistant'] }) role: string;
  @ApiProperty({
    description: 'Text, or content blocks: text, image, tool_use (assistant), tool_result (user)',
    example: 'Hello!',
  })
  content: string;
}

export class CountTokensRequestDoc {
  @ApiProperty({ example: 'llama3.1:8b', description: 'One of GET /api/v1/models' }) model: string;
  @ApiProperty({ type: [AnthropicMessageDoc] }) messages: AnthropicMessageDoc[];
  @ApiPropertyOptional({ description: 'A string or a list of text blocks' }) system?: string;
  @ApiPropertyOptional({
    description: 'Custom tools: name, description, input_schema',
    type: [Object],
  })
  tools?: object[];
  @ApiPropertyOptional({ description: '{"type":"auto"|"any"|"none"} or {"type":"tool","name"}' })
  tool_choice?: object;
}

export class MessagesRequestDoc extends CountTokensRequestDoc {
  @ApiProperty({ minimum: 1 }) max_tokens: number;
  @ApiPropertyOptional() stream?: boolean;
  @ApiPropertyOptional({ minimum: 0, maximum: 1 }) temperature?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 1 }) top_p?: number;
  @ApiPropertyOptional({ minimum: 0 }) top_k?: number;
  @ApiPropertyOptional({ type: [String] }) stop_sequences?: string[];
}

export class TokenCountDoc {
  @ApiProperty() input_tokens: number;
}

export class AnthropicErrorDetailDoc {
  @ApiProperty({ example: 'invalid_request_error' }) type: string;
  @ApiProperty() message: string;
}

export class AnthropicErrorDoc {
  @ApiProperty({ enum: ['error'] }) type: string;
  @ApiProperty({ type: AnthropicErrorDetailDoc }) error: AnthropicErrorDetailDoc;
}
