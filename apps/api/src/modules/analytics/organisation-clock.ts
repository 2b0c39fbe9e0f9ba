import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_ORGANISATION_INTL, isTimeZone, localDate } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { organisationsProjection } from '@profyle/projector';
import { readModel } from '../../shared/read-model/read-model';

/** An organisation's time zone (intl.timezone, default Europe/London) and today's date in it. */
@Injectable()
export class OrganisationClock {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async timeZone(organisationId: string): Promise<string> {
    const organisation = await readModel(this.store, organisationsProjection).get(organisationId);
    const zone = (organisation as { intl?: { timezone?: string } } | null)?.intl?.timezone;
    return zone && isTimeZone(zone) ? zone : DEFAULT_ORGANISATION_INTL.timezone;
  }

  today(timeZone: string, now = Date.now()): string {
    return localDate(now, timeZone);
  }
}
