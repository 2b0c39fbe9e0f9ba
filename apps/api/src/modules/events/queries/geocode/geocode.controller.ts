import { Controller, Get, HttpException, HttpStatus, Inject, Query } from '@nestjs/common';
import { EVENTS_MESSAGES, type GeocodeResults, geocodeQuerySchema, geocodeResultsSchema, reverseGeocodeQuerySchema } from '@profyle/contracts';
import { GEOCODER, type Geocoder, GeocodingError } from '@profyle/infrastructure';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';

/** How many places a search answers. */
export const GEOCODE_LIMIT = 8;

/**
 * The event form's location search through the geocoding port (spec 002 section 7, "a geocoding call
 * ... address to coordinates and reverse"): GET /v2/org/{orgId}/geocode?q=London answers the best
 * matches (none is an empty list: the form then says 'Location not found: London'), and
 * .../geocode/reverse?lat&lng the nearest place. A failing service answers 502 'Failed to find location'.
 */
@Controller('v2/org/:orgId/geocode')
export class GeocodeController {
  constructor(@Inject(GEOCODER) private readonly geocoder: Geocoder) {}

  private async guarded<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof GeocodingError) throw new HttpException({ errorMessage: EVENTS_MESSAGES.failedToFindLocation, errors: [] }, HttpStatus.BAD_GATEWAY);
      throw error;
    }
  }

  @ApiContract({ summary: 'Places matching a name (the location search)', query: geocodeQuerySchema, responses: { 200: geocodeResultsSchema } })
  @Get()
  async search(@Query() query: Record<string, unknown>): Promise<GeocodeResults> {
    const { q } = validInput(geocodeQuerySchema, query);
    if (q === '') return { results: [] };
    return { results: await this.guarded(() => this.geocoder.search(q, GEOCODE_LIMIT)) };
  }

  @ApiContract({ summary: 'The nearest place to a coordinate', query: reverseGeocodeQuerySchema, responses: { 200: geocodeResultsSchema } })
  @Get('reverse')
  async reverse(@Query() query: Record<string, unknown>): Promise<GeocodeResults> {
    const { lat, lng } = validInput(reverseGeocodeQuerySchema, query);
    const place = await this.guarded(() => this.geocoder.reverse(lat, lng));
    return { results: place ? [place] : [] };
  }
}
