import { Module } from '@nestjs/common';
import { DeleteLocationController } from './commands/delete-location/delete-location.controller';
import { DeleteLocationHandler } from './commands/delete-location/delete-location.handler';
import { SaveLocationController } from './commands/save-location/save-location.controller';
import { SaveLocationHandler } from './commands/save-location/save-location.handler';
import { LocationsController } from './queries/locations/locations.controller';

/** Addresses (spec 001 "locations"): the grid, detail with who uses it and its history, the CSV export. */
@Module({
  controllers: [LocationsController, SaveLocationController, DeleteLocationController],
  providers: [SaveLocationHandler, DeleteLocationHandler],
})
export class LocationsModule {}
