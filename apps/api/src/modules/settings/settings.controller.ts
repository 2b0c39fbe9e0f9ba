import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import {
  ONBOARDING_KEYS,
  onboardingHideSchema,
  settingBodySchema,
  settingBodyShapeSchema,
  settingChangedSchema,
  SETTINGS_MESSAGES,
  type SettingsAuditEntry,
  settingsAuditPageSchema,
  settingsAuditQuerySchema,
  type SettingsAuditPage,
  successSchema,
  TEXT_LIMITS,
} from '@profyle/contracts';
import { type CommandMetadata, DomainError } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { z } from 'zod';
import { settingsAuditProjection } from '@profyle/projector';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { CommandMeta } from '../../shared/command-shell/command-meta.decorator';
import { CommandShell } from '../../shared/command-shell/command-shell';
import { validInput } from '../../shared/http/valid-input';
import { ApiContract } from '../../shared/openapi/api-contract';
import { onOrganisation } from '../../shared/organisation/organisation-command';
import { publicView, readModel } from '../../shared/read-model/read-model';

/**
 * The organisation's settings: PATCH /settings {setting, value} changes one setting (each change an
 * OrganisationSettingChanged event on the organisation stream), POST /onboarding/{key}/hide hides or
 * shows a getting-started step, GET /settings/audit is the log of every change.
 */
@Controller('v1/enterprise/:orgId')
export class SettingsController {
  constructor(
    @Inject(CommandShell) private readonly shell: CommandShell,
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  @ApiContract({ summary: "Change one of the organisation's settings ({ setting, value })", body: settingBodySchema, bodyShape: settingBodyShapeSchema, responses: { 200: settingChangedSchema } })
  @Patch('settings')
  async change(@Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    const change = validInput(settingBodySchema, body);
    const done = await onOrganisation(this.shell, meta, 'ChangeSetting', change as never);
    await this.runtime.awaitProjections(done.position);
    return { success: true, changed: done.events.length > 0 };
  }

  @ApiContract({
    summary: 'Hide or show a step of the getting-started guide',
    params: z.object({ orgId: z.string().min(1).max(TEXT_LIMITS.token), key: z.enum(ONBOARDING_KEYS) }),
    body: onboardingHideSchema,
    responses: { 200: successSchema },
  })
  @Post('onboarding/:key/hide')
  @HttpCode(HttpStatus.OK)
  async hide(@Param('key') key: string, @Body() body: unknown, @CommandMeta() meta: CommandMetadata) {
    if (!(ONBOARDING_KEYS as readonly string[]).includes(key)) {
      throw new DomainError('onboarding.key', SETTINGS_MESSAGES.onboardingKeyInvalid, 'not_found', [{ path: 'key', msg: SETTINGS_MESSAGES.onboardingKeyInvalid }]);
    }
    const { hide } = validInput(onboardingHideSchema, body);
    const done = await onOrganisation(this.shell, meta, 'HideOnboardingStep', { key, hidden: hide });
    await this.runtime.awaitProjections(done.position);
    return { success: true };
  }

  @ApiContract({ summary: 'The settings audit log, newest first', query: settingsAuditQuerySchema, responses: { 200: settingsAuditPageSchema } })
  @Get('settings/audit')
  async audit(@Param('orgId') orgId: string, @Query() query: Record<string, unknown>): Promise<SettingsAuditPage> {
    const { page, page_size } = validInput(settingsAuditQuerySchema, query);
    const entries = readModel(this.store, settingsAuditProjection);
    const filter = { organisation_id: orgId };
    const [docs, total] = await Promise.all([entries.find(filter, { sort: [['position', -1]], skip: page * page_size, limit: page_size }), entries.count(filter)]);
    return { data: docs.map((doc) => publicView<SettingsAuditEntry>(doc, 'organisation_id', 'position')), total, page, page_size };
  }
}
