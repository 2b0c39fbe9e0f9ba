import { Module } from '@nestjs/common';
import { ErasePersonController } from './commands/erase-person/erase-person.controller';
import { ErasePersonHandler } from './commands/erase-person/erase-person.handler';
import { HistoryReader } from './history-reader';
import { CorrelationController } from './queries/correlation/correlation.controller';
import { EntityHistoryController } from './queries/entity-history/entity-history.controller';
import { OrganisationHistoryController } from './queries/organisation-history/organisation-history.controller';

/**
 * The full-history audit (superadmins): organisation history, entity timelines with states as of any
 * revision or moment, correlations, exports, and a person's erasure. See README.md beside this file.
 */
@Module({
  controllers: [OrganisationHistoryController, EntityHistoryController, CorrelationController, ErasePersonController],
  providers: [HistoryReader, ErasePersonHandler],
})
export class HistoryModule {}
