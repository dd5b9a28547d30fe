import { BadRequestException } from '@nestjs/common';
import { IsString, MaxLength, ValidateBy } from 'class-validator';
import { AppError } from '../errors/app-error';
import { AppValidationPipe } from './validation.pipe';

class NoteDto {
  @IsString()
  @MaxLength(10)
  text!: string;
}

class ThrowingDto {
  @ValidateBy({
    name: 'throws',
    validator: {
      validate: () => {
        throw new Error('validator bug');
      },
    },
  })
  value!: string;
}

describe('AppValidationPipe', () => {
  const pipe = new AppValidationPipe();

  it('passes a custom decorator value straight through, without a promise', () => {
    const user = { id: 'u1' };
    const out = pipe.transform(user, { type: 'custom', metatype: Object });
    expect(out).toBe(user);
  });

  it('validates, whitelists and transforms bodies', async () => {
    const ok = await pipe.transform({ text: 'hello' }, { type: 'body', metatype: NoteDto });
    expect(ok).toBeInstanceOf(NoteDto);
    await expect(
      pipe.transform({ text: 'hello', admin: true }, { type: 'body', metatype: NoteDto }),
    ).rejects.toBeInstanceOf(BadRequestException);
    await expect(
      pipe.transform({ text: 'far too long here' }, { type: 'body', metatype: NoteDto }),
    ).rejects.toBeInstanceOf(BadRequestException);
  });

  it('answers a validator that throws with a 400, not a 500', async () => {
    const failure = pipe.transform({ value: 'x' }, { type: 'body', metatype: ThrowingDto });
    await expect(failure).rejects.toBeInstanceOf(AppError);
    await expect(failure).rejects.toMatchObject({ status: 400 });
  });
});
