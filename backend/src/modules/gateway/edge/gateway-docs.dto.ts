import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/**
 * OpenAPI descriptions of the OpenAI wire format. Documentation only: the bodies are checked by
 * chat-request.ts and embeddings-request.ts, which answer in OpenAI's error shape.
 */
export class ChatMessageDoc {
  @ApiProperty({ enum: ['system', 'developer', 'user', 'assistant', 'tool'] }) role: string;
  @ApiProperty({ description: 'Text, or an array of content parts', example: 'Hello!' })
  content: string;
}

export class StreamOptionsDoc {
  @ApiPropertyOptional({ description: 'Send a last chunk with the usage before [DONE]' })
  include_usage?: boolean;
}

export class ChatCompletionRequestDoc {
  @ApiProperty({ example: 'llama3.1:8b', description: 'One of GET /api/v1/models' }) model: string;
  @ApiProperty({ type: [ChatMessageDoc] }) messages: ChatMessageDoc[];
  @ApiPropertyOptional() stream?: boolean;
  @ApiPropertyOptional({ type: StreamOptionsDoc }) stream_options?: StreamOptionsDoc;
  @ApiPropertyOptional({ minimum: 0, maximum: 2 }) temperature?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 1 }) top_p?: number;
  @ApiPropertyOptional({ minimum: 1 }) max_tokens?: number;
  @ApiPropertyOptional({ description: 'A string or up to 4 strings' }) stop?: string;
  @ApiPropertyOptional() seed?: number;
  @ApiPropertyOptional({ description: '{"type":"json_object"} or a json_schema' })
  response_format?: object;
  @ApiPropertyOptional({
    description: 'Function tools, as the server supports them',
    type: [Object],
  })
  tools?: object[];
}

export class CompletionRequestDoc {
  @ApiProperty({ example: 'qwen2.5-coder:7b', description: 'One of GET /api/v1/models' })
  model: string;
  @ApiProperty({ description: 'A text or up to 100 texts', example: 'def fibonacci(n):' })
  prompt: string;
  @ApiPropertyOptional({ description: 'Text after the insertion point (fill-in-the-middle)' })
  suffix?: string;
  @ApiPropertyOptional() stream?: boolean;
  @ApiPropertyOptional({ type: StreamOptionsDoc }) stream_options?: StreamOptionsDoc;
  @ApiPropertyOptional({ minimum: 0, maximum: 2 }) temperature?: number;
  @ApiPropertyOptional({ minimum: 0, maximum: 1 }) top_p?: number;
  @ApiPropertyOptional({ minimum: 1 }) max_tokens?: number;
  @ApiPropertyOptional({ description: 'A string or up to 4 strings' }) stop?: string;
  @ApiPropertyOptional() seed?: number;
}

export class EmbeddingsRequestDoc {
  @ApiProperty({ example: 'nomic-embed-text' }) model: string;
  @ApiProperty({ description: 'A text or a list of texts', example: 'IronKeep keeps AI private' })
  input: string;
  @ApiPropertyOptional({ enum: ['float', 'base64'] }) encoding_format?: string;
}

export class OpenAiErrorDetailDoc {
  @ApiProperty() message: string;
  @ApiProperty({ example: 'invalid_request_error' }) type: string;
  @ApiProperty({ type: String, nullable: true }) param: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'model_not_found' }) code: string | null;
}

export class OpenAiErrorDoc {
  @ApiProperty({ type: OpenAiErrorDetailDoc }) error: OpenAiErrorDetailDoc;
}
