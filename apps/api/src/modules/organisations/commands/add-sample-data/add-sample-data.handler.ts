import { createHash } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { groupBodySchema, locationBodySchema, personBodySchema, type SampleDataResult } from '@profyle/contracts';
import { type CommandMetadata, contactDecider, introductionDecider, introductionStreamId, isDomainError, layoutDecider, layoutStreamId, organisationDecider, organisationStreamId } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { locationsProjection } from '@profyle/projector';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { readModel } from '../../../../shared/read-model/read-model';
import { groupRecords } from '../../../groups/queries/list-groups/groups-read';
import { SaveGroupCommand } from '../../../groups/commands/save-group/save-group.command';
import { CreateLayoutCommand } from '../../../layouts/commands/create-layout/create-layout.command';
import { SaveLocationCommand } from '../../../locations/commands/save-location/save-location.command';
import { SavePersonCommand, type SavePersonResult } from '../../../people/commands/save-person/save-person.command';
import { AddSampleDataCommand } from './add-sample-data.command';
import { SAMPLE_GROUPS, SAMPLE_INTRODUCTIONS, SAMPLE_LAYOUT_ID, SAMPLE_LOCATIONS, SAMPLE_PEOPLE, sampleEmailDomain, sampleLayout } from './sample-data';

/** The same id for the same sample record of the same organisation, so a second run finds it (a UUID shape). */
const sampleId = (organisationId: string, key: string): string => {
  const hex = createHash('sha256').update(`sample:${organisationId}:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

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

    // The sample layout, unless it exists (or existed: a deleted layout's id is not used again).
    const layout = await this.shell.load(layoutStreamId(organisationId, SAMPLE_LAYOUT_ID), layoutDecider);
    if (layout.state.status === 'absent') {
      const { state: organisation } = await this.shell.load(streamId, organisationDecider);
      await this.commands.execute(new CreateLayoutCommand(SAMPLE_LAYOUT_ID, sampleLayout(organisation.name), metadata));
      added.layouts++;
    }
    const layoutUsable = layout.state.status !== 'deleted';

    const existingGroups = await groupRecords(this.store, organisationId);
    const groupIds = new Map<string, string>();
    for (const { key, body, parent, locations, sampleLayout: usesSampleLayout } of SAMPLE_GROUPS) {
      const parentId = parent === null ? null : (groupIds.get(parent) as string);
      let id = existingGroups.find((group) => group.name === body.name && group.parent_id === parentId)?.id;
      if (id === undefined) {
        const configuration = usesSampleLayout && layoutUsable ? SAMPLE_LAYOUT_ID : 'default';
        const group = groupBodySchema.parse({ ...body, parent_id: parentId, location_ids: idsOf(locations), configuration_id: configuration });
        ({ id } = await this.commands.execute<SaveGroupCommand, { id: string }>(new SaveGroupCommand(undefined, group, metadata)));
        added.groups++;
      }
      groupIds.set(key, id);
    }

    const domain = sampleEmailDomain(organisationId);
    const people = new Map<string, string>();
    for (const { body, mailbox, group, locations } of SAMPLE_PEOPLE) {
      const email = `${mailbox}@${domain}`;
      const { state } = await this.shell.load(streamId, organisationDecider);
      const existing = state.emails.get(email);
      if (existing !== undefined) {
        people.set(mailbox, existing);
        continue;
      }
      const profile = personBodySchema.parse({
        ...body,
        email,
        group_id: group === null ? null : groupIds.get(group),
        locations: locations.length ? 'list' : 'none',
        location_ids: idsOf(locations),
      });
      const saved = await this.commands.execute<SavePersonCommand, SavePersonResult>(new SavePersonCommand(undefined, profile, metadata));
      people.set(mailbox, saved.personId);
      added.people++;
    }

    for (const introduction of SAMPLE_INTRODUCTIONS) {
      const personId = people.get(introduction.owner);
      if (personId === undefined) continue;
      if (await this.captureIntroduction(sampleId(organisationId, introduction.key), personId, `${introduction.owner}@${domain}`, introduction, metadata)) added.introductions++;
    }

    const recorded = await this.shell.execute({ streamId, decider: organisationDecider, command: { type: 'RecordSampleData', data: added, metadata } });
    await this.runtime.awaitProjections(recorded.position);
    return added;
  }

  /** A contact the sample person met, left as the exchange form leaves one; false when this run's id is taken already. */
  private async captureIntroduction(introductionId: string, personId: string, owner: string, sample: (typeof SAMPLE_INTRODUCTIONS)[number], metadata: CommandMetadata): Promise<boolean> {
    // A captured contact's stream goes on with what follows the capture (enrichment, tags, follow-up),
    // which only the contact decider folds; the capture's own decider knows the first event alone.
    const { state } = await this.shell.load(introductionStreamId(introductionId), contactDecider);
    if (state.exists) return false;
    try {
      await this.shell.execute({
        streamId: introductionStreamId(introductionId),
        decider: introductionDecider,
        command: {
          type: 'CaptureIntroduction',
          data: { introductionId, personId, owner, contact: sample.contact, consents: [], offeredConsents: [], via: 'exchange', country: sample.country, eventId: null },
          metadata,
        },
      });
      return true;
    } catch (error) {
      if (isDomainError(error) && error.kind === 'conflict') return false;
      throw error;
    }
  }
}
