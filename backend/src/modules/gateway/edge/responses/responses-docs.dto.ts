import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * OpenAPI descriptions of the Responses API. Documentation only: responses-request.ts checks
 * the bodies and answers in OpenAI's error shape.
 */
export class ResponsesRequestDoc {
  @ApiProperty({ example: 'llama3.1:8b', description: 'One of GET /api/v1/models' }) model: string;
  @ApiProperty({
    description:
      'A string, or input items: messages (input_text, input_image parts), function_call, function_call_output',
    example: 'Hello!',
  })
  input: string;
  @ApiPropertyOptional({ description: 'A system message before the input' })
  instructions?: string;
  @ApiPropertyOptional({
    description: 'Function tools: {type: "function", name, description, parameters, strict}',
    type: [Object],
  })
  tools?: object[];
  @ApiPropertyOptional({ description: '"auto" | "none" | "required" | {type: "function", name}' })
  tool_choice?: object;
  @ApiPropertyOptional() parallel_tool_calls?: boolean;
  @ApiPropertyOptional({ minimum: 0, maximum: 2 }) temperature?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 1 }) top_p?: number;
  @ApiPropertyOptional({ minimum: 1 }) max_output_tokens?: number;
  @ApiPropertyOptional({
    description: '{format: {type: "text" | "json_object" | "json_schema", name, schema, strict}}',
  })
  text?: object;
  @ApiPropertyOptional() stream?: boolean;
  @ApiPropertyOptional({ description: 'Only false: nothing is stored (true is a 400)' })
  store?: boolean;
}

export class ResponseUsageDoc {
  @ApiProperty() input_tokens: number;
  @ApiProperty() output_tokens: number;
  @ApiProperty() total_tokens: number;
}

export class ResponseDoc {
  @ApiProperty({ example: 'resp_0123456789abcdef01234567' }) id: string;
  @ApiProperty({ enum: ['response'] }) object: string;
  @ApiProperty({ enum: ['completed', 'incomplete', 'failed', 'in_progress'] }) status: string;
  @ApiProperty() created_at: number;
  @ApiProperty() model: string;
  @ApiProperty({
    description: 'message items (output_text content) and function_call items',
    type: [Object],
  })
  output: object[];
  @ApiProperty({ type: ResponseUsageDoc }) usage: ResponseUsageDoc;
}
