import { Module } from '@nestjs/common';
import { ExportsController } from './exports.controller';
import { ImportPeopleController } from './import-people.controller';

/** The people CSV: export and import (same columns), and the introductions export. */
@Module({ controllers: [ExportsController, ImportPeopleController] })
export class PeopleCsvModule {}
