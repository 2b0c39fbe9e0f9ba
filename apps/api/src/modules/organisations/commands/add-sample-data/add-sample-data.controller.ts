import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type SampleDataResult, sampleDataResultSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';

import type { CommandMetadata } from '@profyle/domain';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';
import { CommandMeta } from '../../../../shared/command-shell/command-meta.decorator';
import { AddSampleDataCommand } from './add-sample-data.command';

/** POST /v1/enterprise/{orgId}/add-sample-data (superadmin, empty body): 200 with what was added. */
@Controller('v1/enterprise/:orgId')
export class AddSampleDataController {
  constructor(private readonly commands: CommandBus) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Superadmin: add sample addresses, groups and people (what is missing of them)', responses: { 200: sampleDataResultSchema } })
  @Post('add-sample-data')
  @HttpCode(HttpStatus.OK)
  add(@CommandMeta() meta: CommandMetadata): Promise<SampleDataResult> {
    return this.commands.execute(new AddSampleDataCommand(meta));
  }
}
