import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CUSTOM_FIELD_MESSAGES, CUSTOM_FIELD_VALUE_MAX, TEXT_MESSAGES } from '@profyle/contracts';
import { DomainError, type NewProfylePassword, type PersonProfile, personDecider, personStreamId } from '@profyle/domain';
import { customFieldsProjection } from '@profyle/projector';
import { readModel } from '../../../../shared/read-model/read-model';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { PasswordHasher } from '../../../../shared/auth/password-hasher';
import { CommandShell } from '../../../../shared/command-shell/command-shell';
import { latest, onOrganisation } from '../../../../shared/organisation/organisation-command';
import { SavePersonCommand, type SavePersonResult } from './save-person.command';

/**
 * A new PIN or password is hashed here (argon2id); only the hash reaches the person's stream.
 * A person's e-mail is unique in the organisation, and their group and chosen addresses must exist (and
 * then cannot be deleted under them): the organisation stream owns those rules. So a save is: decide on
 * the person first (refusals touch nothing), place the person on the organisation (e-mail, group,
 * addresses in one append), then append to the person. If that last append fails the previous placement
 * is put back.
 */
@CommandHandler(SavePersonCommand)
export class SavePersonHandler implements ICommandHandler<SavePersonCommand, SavePersonResult> {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(PasswordHasher) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ personId, profile, metadata, ifMatch, awaitReadModels, selfRegistration }: SavePersonCommand): Promise<SavePersonResult> {
    await this.assertKnownCustomFields(profile, metadata.organisationId);
    const id = personId ?? randomUUID();
    const stream = personStreamId(id);
    const password = await this.newPassword(profile);
    const command = personId
      ? ({ type: 'UpdatePerson', data: { personId: id, profile, password }, metadata } as const)
      : ({ type: 'CreatePerson', data: { personId: id, organisationId: metadata.organisationId, profile, password, ...(selfRegistration ? { unverified: true, selfRegistration: true } : {}) }, metadata } as const);
    const execution = { streamId: stream, decider: personDecider, command, ifMatch };

    const decided = await this.shell.dryRun(execution);
    const [decision] = decided.events;
    if (!decision || (decision.type !== 'PersonCreated' && decision.type !== 'PersonUpdated')) return { personId: id, created: false, revision: decided.revision, position: null };
    const previous = personId ? decided.state.profile : null;

    // The profile as it will be after the save (an update may have sent only some fields).
    const placed = await this.place(id, decision.data.profile, metadata, selfRegistration);
    try {
      const saved = await this.shell.execute({ ...execution, ifMatch: personId ? ifMatch : undefined });
      const position = latest(placed.position, saved.position);
      if (awaitReadModels) await this.runtime.awaitProjections(position);
      return { personId: id, created: !personId, revision: saved.revision, position };
    } catch (error) {
      if (previous) await this.place(id, previous, metadata).catch(() => undefined);
      throw error;
    }
  }

  /** The PIN or password typed, with its hash; null when none was typed (the stored one is kept). */
  private async newPassword(profile: Partial<PersonProfile>): Promise<NewProfylePassword | null> {
    if (profile.password_mode === 'disabled' || !profile.password) return null;
    return { plain: profile.password, hash: await this.hasher.hash(profile.password) };
  }

  /** Custom field values only for the organisation's own custom fields (which are never deleted). */
  private async assertKnownCustomFields(profile: Partial<PersonProfile>, organisationId: string): Promise<void> {
    const ids = Object.keys(profile.custom_fields ?? {});
    if (ids.length === 0) return;
    const known = new Set((await readModel(this.runtime.readStore, customFieldsProjection).getMany(ids)).filter((field) => field.organisation_id === organisationId).map((field) => field.id));
    const errors = [
      ...ids.filter((id) => !known.has(id)).map((id) => ({ path: `custom_fields.${id}`, msg: CUSTOM_FIELD_MESSAGES.unknownField })),
      ...ids.filter((id) => (profile.custom_fields?.[id] ?? '').length > CUSTOM_FIELD_VALUE_MAX).map((id) => ({ path: `custom_fields.${id}`, msg: TEXT_MESSAGES.tooLong('Custom field value', CUSTOM_FIELD_VALUE_MAX) })),
    ];
    if (errors.length) throw new DomainError('person.custom_fields', errors[0].msg, 'validation', errors);
  }

  private place(personId: string, profile: PersonProfile, metadata: SavePersonCommand['metadata'], selfRegistration = false) {
    return onOrganisation(this.shell, metadata, selfRegistration ? 'PlaceSelfRegisteredPerson' : 'PlacePerson', {
      personId,
      email: profile.email,
      groupId: profile.group_id,
      locationIds: profile.locations === 'list' ? profile.location_ids : [],
    });
  }
}
