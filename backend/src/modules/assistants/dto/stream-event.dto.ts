import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiProduces } from '@nestjs/swagger';

/** `data: {"type":"chunk","content":…}` — the next piece of the answer's text. */
export class StreamChunkEventDto {
  @ApiProperty({ enum: ['chunk'] }) type: 'chunk';
  @ApiProperty() content: string;
}

/** A source that is one of the organization's documents: the chat links it to the document. */
export class StreamSourceDocumentDto {
  @ApiProperty({ description: 'The entry of `sources` it is' }) source: string;
  @ApiProperty({ format: 'uuid' }) documentId: string;
}

/** Sent once, before the text: where the answer comes from and how sure it is. */
export class StreamMetadataEventDto {
  @ApiProperty({ enum: ['metadata'] }) type: 'metadata';
  @ApiProperty({ type: [String] }) sources: string[];
  @ApiPropertyOptional({
    type: [StreamSourceDocumentDto],
    description:
      "Signed-in members: the sources that are the organization's own documents, with their ids",
  })
  sourceDocuments?: StreamSourceDocumentDto[];
  @ApiProperty({ enum: ['high', 'medium', 'low'] }) confidence: 'high' | 'medium' | 'low';
  @ApiPropertyOptional({
    description:
      "true when no passage matched and a model answers from its general knowledge (the answer says so first); `confidence` is then 'low' but the answer is not a failure",
  })
  general?: boolean;
  @ApiPropertyOptional() codeExample?: string;
  @ApiPropertyOptional({
    description:
      "Signed-in members: what generates the answer, e.g. 'llama3.1:8b on GPU box 1' or 'Built-in engine: no AI server of yours is available'",
  })
  answeredBy?: string;
}

/** The last event: the answer is whole. */
export class StreamCompleteEventDto {
  @ApiProperty({ enum: ['complete'] }) type: 'complete';
}

/**
 * The last event of a stream that the server had to end before the answer was whole (it is
 * shutting down, or the organization's AI server died or went quiet mid-answer): ask again, and
 * another replica (or server) answers. The chat retries once by itself.
 */
export class StreamReconnectEventDto {
  @ApiProperty({ enum: ['reconnect'] }) type: 'reconnect';
}

/** One server-sent event of an assistant stream (spec §7); the OpenAPI document lists them. */
export type StreamEvent =
  StreamChunkEventDto | StreamMetadataEventDto | StreamCompleteEventDto | StreamReconnectEventDto;

/** The 200 answer of both stream routes, with the event schemas in the OpenAPI document. */
export const ApiStreamResponse = (description: string) =>
  applyDecorators(
    ApiExtraModels(
      StreamChunkEventDto,
      StreamMetadataEventDto,
      StreamCompleteEventDto,
      StreamReconnectEventDto,
    ),
    ApiProduces('text/event-stream'),
    ApiOkResponse({
      description: `${description}. Each event is a line \`data: {json}\` followed by a blank line.`,
      content: {
        'text/event-stream': {
          schema: {
            oneOf: [
              { $ref: getSchemaPath(StreamChunkEventDto) },
              { $ref: getSchemaPath(StreamMetadataEventDto) },
              { $ref: getSchemaPath(StreamCompleteEventDto) },
              { $ref: getSchemaPath(StreamReconnectEventDto) },
            ],
            discriminator: {
              propertyName: 'type',
              mapping: {
                chunk: getSchemaPath(StreamChunkEventDto),
                metadata: getSchemaPath(StreamMetadataEventDto),
                complete: getSchemaPath(StreamCompleteEventDto),
                reconnect: getSchemaPath(StreamReconnectEventDto),
              },
            },
          },
        },
      },
    }),
  );
