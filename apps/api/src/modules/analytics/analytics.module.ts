import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsReader } from './analytics-reader';
import { DashboardController } from './dashboard.controller';
import { OrganisationClock } from './organisation-clock';

/** Analytics (spec 000): top lists, time series, countries from the day buckets; the dashboard in one call. */
@Module({
  controllers: [AnalyticsController, DashboardController],
  providers: [OrganisationClock, AnalyticsReader],
  exports: [AnalyticsReader, OrganisationClock],
})
export class AnalyticsModule {}
