import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { groupBodySchema, locationBodySchema, personBodySchema, type SampleDataResult } from '@profyle/contracts';
import { organisationDecider, organisationStreamId } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { locationsProjection } from '@profyle/projector';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { readModel } from '../../../../shared/read-model/read-model';
import { groupRecords } from '../../../groups/queries/list-groups/groups-read';
import { SaveGroupCommand } from '../../../groups/commands/save-group/save-group.command';
import { SaveLocationCommand } from '../../../locations/commands/save-location/save-location.command';
import { SavePersonCommand, type SavePersonResult } from '../../../people/commands/save-person/save-person.command';
import { AddSampleDataCommand } from './add-sample-data.command';
import { SAMPLE_GROUPS, SAMPLE_LOCATIONS, SAMPLE_PEOPLE, sampleEmailDomain } from './sample-data';

/**
 * Each sample record goes through the same command the screens use, so every rule (the group tree,
 * addresses in use, unique e-mails) holds for it. What already exists (matched by address name, group
 * name and e-mail) is reused, so a run that was interrupted is completed by running it again, and a
 * second run adds nothing twice. The run is recorded on the organisation (SampleDataAdded).
 */
@CommandHandler(AddSampleDataCommand)
export class AddSampleDataHandler implements ICommandHandler<AddSampleDataCommand, SampleDataResult> {
  constructor(
    private readonly commands: CommandBus,
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async execute({ metadata }: AddSampleDataCommand): Promise<SampleDataResult> {
    const organisationId = metadata.organisationId;
    const streamId = organisationStreamId(organisationId);
    const empty: SampleDataResult = { people: 0, groups: 0, locations: 0, layouts: 0, introductions: 0 };
    // A closed or missing organisation is refused before anything is written.
    await this.shell.dryRun({ streamId, decider: organisationDecider, command: { type: 'RecordSampleData', data: empty, metadata } });
    const added = { ...empty };

    const existingLocations = new Map((await readModel(this.store, locationsProjection).find({ organisation_id: organisationId })).map((doc) => [doc.name, doc.id]));
    const locationIds = new Map<string, string>();
    for (const { key, body } of SAMPLE_LOCATIONS) {
      let id = existingLocations.get(body.name);
      if (id === undefined) {
        ({ id } = await this.commands.execute<SaveLocationCommand, { id: string }>(new SaveLocationCommand(undefined, locationBodySchema.parse(body), metadata)));
        added.locations++;
      }
      locationIds.set(key, id);
    }
    const idsOf = (keys: readonly string[]) => keys.map((key) => locationIds.get(key) as string);

    const existingGroups = await groupRecords(this.store, organisationId);
    const groupIds = new Map<string, string>();
    for (const { key, body, parent, locations } of SAMPLE_GROUPS) {
      const parentId = parent === null ? null : (groupIds.get(parent) as string);
      let id = existingGroups.find((group) => group.name === body.name && group.parent_id === parentId)?.id;
      if (id === undefined) {
        const group = groupBodySchema.parse({ ...body, parent_id: parentId, location_ids: idsOf(locations) });
        ({ id } = await this.commands.execute<SaveGroupCommand, { id: string }>(new SaveGroupCommand(undefined, group, metadata)));
        added.groups++;
      }
      groupIds.set(key, id);
    }

    const domain = sampleEmailDomain(organisationId);
    for (const { body, mailbox, group, locations } of SAMPLE_PEOPLE) {
      const email = `${mailbox}@${domain}`;
      const { state } = await this.shell.load(streamId, organisationDecider);
      if (state.emails.get(email) !== undefined) continue;
      const profile = personBodySchema.parse({
        ...body,
        email,
        group_id: group === null ? null : groupIds.get(group),
        locations: locations.length ? 'list' : 'none',
        location_ids: idsOf(locations),
      });
      await this.commands.execute<SavePersonCommand, SavePersonResult>(new SavePersonCommand(undefined, profile, metadata));
      added.people++;
    }

    const recorded = await this.shell.execute({ streamId, decider: organisationDecider, command: { type: 'RecordSampleData', data: added, metadata } });
    await this.runtime.awaitProjections(recorded.position);
    return added;
  }
}
