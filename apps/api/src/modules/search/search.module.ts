import { Module } from '@nestjs/common';
import { GlobalSearchController } from './queries/global-search/global-search.controller';
import { GlobalSearchHandler } from './queries/global-search/global-search.handler';

/** The top bar's global search (spec 001 section 7). */
@Module({
  controllers: [GlobalSearchController],
  providers: [GlobalSearchHandler],
})
export class SearchModule {}
