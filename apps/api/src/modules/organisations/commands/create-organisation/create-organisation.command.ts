import type { CommandMetadata, CreateOrganisationData } from '@profyle/domain';

export class CreateOrganisationCommand {
  constructor(
    readonly data: CreateOrganisationData,
    readonly metadata: CommandMetadata,
  ) {}
}
