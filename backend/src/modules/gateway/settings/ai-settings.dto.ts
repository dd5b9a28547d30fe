import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength, ValidateIf } from 'class-validator';

export class AiSettingsDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The owner's choice of model for the assistants; null: automatic",
  })
  defaultChatModel: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      "What the assistants use now: the choice, else the first active server's model; null: the built-in engine",
  })
  effectiveModel: string | null;

  @ApiProperty({ type: [String], description: 'Models of the servers that are not stopped' })
  availableModels: string[];
}

export class UpdateAiSettingsDto {
  @ApiProperty({ type: String, nullable: true, example: 'llama3.1:8b' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateIf((_, value) => value !== null)
  @IsString({ message: 'defaultChatModel must be a model name or null' })
  @MinLength(1, { message: 'defaultChatModel must be a model name or null' })
  @MaxLength(200, { message: 'Model name is too long' })
  defaultChatModel: string | null;
}
