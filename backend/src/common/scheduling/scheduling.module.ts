import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobRunEntity } from './entities/job-run.entity';
import { JobRunner } from './job-runner.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([JobRunEntity])],
  providers: [JobRunner],
  exports: [JobRunner],
})
export class SchedulingModule {}
