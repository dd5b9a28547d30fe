import { Module } from '@nestjs/common';
import { LocalEditionController } from './local-edition.controller';

/** Run-time settings of the /download and /local-chat pages (docs/local-edition-web.md). */
@Module({ controllers: [LocalEditionController] })
export class LocalEditionModule {}
