import { Controller, Get, Inject, Param, Req } from '@nestjs/common';
import type { Request } from 'express';
import { type SelfServicePage, selfServicePageSchema } from '@profyle/contracts';
import { DomainError } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { customFieldsProjection, groupsProjection, locationsProjection } from '@profyle/projector';
import { CardholderAllowed, cardholderOf } from '../../../../shared/auth/cardholder';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { readModel } from '../../../../shared/read-model/read-model';
import { ProfyleOwners } from '../../../person-messages/services/profyle-owners';
import { addressOf } from '../../../registration/address-line';
import { SelfServiceSessions } from '../../services/self-service-sessions';

/**
 * GET /v1/enterprise/{orgId}/people/{personId}/self-service: the cardholder's own page (their session
 * reaches only this person): their details, which tabs and fields their organisation enables, and what
 * the form chooses from.
 */
@Controller('v1/enterprise/:orgId/people/:personId/self-service')
export class SelfServicePageController {
  constructor(
    @Inject(ProfyleOwners) private readonly owners: ProfyleOwners,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(SelfServiceSessions) private readonly sessions: SelfServiceSessions,
  ) {}

  @ApiContract({ summary: 'The cardholder’s self-service page (cardholder)', responses: { 200: selfServicePageSchema } })
  @CardholderAllowed()
  @Get()
  async page(@Param('orgId') orgId: string, @Param('personId') personId: string, @Req() request: Request): Promise<SelfServicePage> {
    const cardholder = cardholderOf(request);
    if (!cardholder) throw new DomainError('self_service.not_cardholder', 'Access Denied', 'forbidden');
    const { person, organisation } = await this.owners.byPerson(orgId, personId);
    const features = organisation?.features;
    const [customFields, locations, group, view] = await Promise.all([
      readModel(this.store, customFieldsProjection).find({ organisation_id: orgId }, { sort: [['sort_name', 1]] }),
      readModel(this.store, locationsProjection).find({ organisation_id: orgId }, { sort: [['sort_name', 1]] }),
      person.group_id ? readModel(this.store, groupsProjection).get(person.group_id) : Promise.resolve(null),
      this.sessions.viewOf(cardholder.sessionId),
    ]);
    return {
      person_id: person.person_id,
      organisation_id: orgId,
      organisation_name: organisation?.name ?? '',
      email: person.email,
      digital_id: person.subscription?.digital_id ?? null,
      card_id: person.subscription?.card_id ?? null,
      view,
      profile: {
        prefix: person.prefix,
        first_name: person.first_name,
        last_name: person.last_name,
        pronouns: person.pronouns,
        nominals: person.nominals,
        position: person.position,
        department: person.department,
        bio: person.bio,
        mobile: person.mobile,
        calendar_url: person.calendar_url,
        linked_in: person.linked_in,
        twitter: person.twitter,
        instagram: person.instagram,
        photo_url: person.photo_url,
        address: person.address,
        locations: person.locations,
        location_ids: person.location_ids,
        custom_fields: person.custom_fields,
        password_mode: person.password_mode,
        password_set: person.password_set,
      },
      notifications: { weekly_intros: person.notifications.weekly_intros },
      self_service: { enabled: features?.selfService.enabled ?? false, fields: features?.selfService.fields ?? ({} as SelfServicePage['self_service']['fields']) },
      visitor_access: features?.exchange.visitorAccess ?? false,
      custom_fields: customFields.map((field) => ({ id: field.id, name: field.name, type: field.vcard || 'text' })),
      addresses: locations.map((location) => ({ id: location.id, name: location.name || location.line1, address: addressOf(location) })),
      locations_name: organisation?.locationsName ?? 'Addresses',
      group: group && group.organisation_id === orgId ? { id: group.id, name: group.name } : null,
    };
  }
}
