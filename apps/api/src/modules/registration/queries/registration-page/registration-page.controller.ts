import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import { type SelfRegistrationPage, selfRegistrationPageQuerySchema, selfRegistrationPageSchema } from '@profyle/contracts';
import { allowedEmailDomains } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { customFieldsProjection, groupsProjection, locationsProjection, organisationsProjection } from '@profyle/projector';
import { Public } from '../../../../shared/auth/auth.guard';
import { validInput } from '../../../../shared/http/valid-input';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import { readModel } from '../../../../shared/read-model/read-model';
import { addressOf } from '../../address-line';
import { DomainError } from '@profyle/domain';

/**
 * GET /v1/enterprise/{orgId}/register-profyle?group_id: what the public registration page shows. While
 * self-registration is disabled a stranger learns only that (and the organisation's support address).
 */
@Controller('v1/enterprise/:orgId/register-profyle')
export class RegistrationPageController {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  @ApiContract({ summary: 'The self-service registration page of an organisation', query: selfRegistrationPageQuerySchema, responses: { 200: selfRegistrationPageSchema } })
  @Public()
  @Get()
  async page(@Param('orgId') orgId: string, @Query() query: unknown): Promise<SelfRegistrationPage> {
    const { group_id } = validInput(selfRegistrationPageQuerySchema, query);
    const organisation = await readModel(this.store, organisationsProjection).get(orgId);
    if (!organisation) throw new DomainError('organisation.not_found', 'Organisation not found', 'not_found');
    const settings = organisation.features.selfRegistration;
    if (!settings.enabled) return { organisation_id: orgId, enabled: false, support_email: organisation.supportEmail };
    const [customFields, locations, group] = await Promise.all([
      readModel(this.store, customFieldsProjection).find({ organisation_id: orgId }, { sort: [['sort_name', 1]] }),
      readModel(this.store, locationsProjection).find({ organisation_id: orgId }, { sort: [['sort_name', 1]] }),
      group_id ? readModel(this.store, groupsProjection).get(group_id) : Promise.resolve(null),
    ]);
    const groupOfOrganisation = group && group.organisation_id === orgId && group.created ? group : null;
    return {
      organisation_id: orgId,
      enabled: true,
      name: organisation.name,
      admin_verification: settings.adminVerification,
      support_email: organisation.supportEmail,
      locations_name: organisation.locationsName,
      allowed_domains: allowedEmailDomains(settings.domains),
      custom_fields: customFields.map((field) => ({ id: field.id, name: field.name, type: field.vcard || 'text' })),
      addresses: locations.map((location) => ({ id: location.id, name: location.name || location.line1, address: addressOf(location) })),
      group: groupOfOrganisation ? { id: groupOfOrganisation.id, name: groupOfOrganisation.name, address_ids: groupOfOrganisation.location_ids } : null,
    };
  }
}
