import { Module } from '@nestjs/common';
import { RebuildProjectionController } from './commands/rebuild-projection/rebuild-projection.controller';

/** Operator tools for superadmins: read-model rebuilds. */
@Module({ controllers: [RebuildProjectionController] })
export class OperationsModule {}
