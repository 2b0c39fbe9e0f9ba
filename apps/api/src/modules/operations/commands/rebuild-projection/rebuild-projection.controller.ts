import { Controller, HttpException, HttpStatus, Inject, Param, Post } from '@nestjs/common';
import { projectionRebuildSchema } from '@profyle/contracts';
import { ApiContract } from '../../../../shared/openapi/api-contract';
import type { Runtime } from '../../../../runtime/runtime';
import { RUNTIME } from '../../../../runtime/runtime.tokens';
import { SuperadminOnly } from '../../../../shared/auth/auth.guard';

/**
 * POST /v1/admin/projections/{name}/rebuild (superadmin): drops one read model and rebuilds it from the
 * log inside this process, which is its single writer. Answers at once; /health shows the progress.
 */
@Controller('v1/admin/projections')
export class RebuildProjectionController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @SuperadminOnly()
  @ApiContract({ summary: 'Superadmin: rebuild a read model from the event log', responses: { 202: projectionRebuildSchema, 200: projectionRebuildSchema } })
  @Post(':name/rebuild')
  async rebuild(@Param('name') name: string) {
    if (!this.runtime.runner) {
      throw new HttpException({ errorMessage: 'Projections run in the projector process here; rebuild them there.', errors: [] }, HttpStatus.CONFLICT);
    }
    const known = (await this.runtime.runner.status()).map((p) => p.name);
    if (!known.includes(name)) throw new HttpException({ errorMessage: `Unknown projection ${name}`, errors: [{ path: 'name', msg: `One of: ${known.join(', ')}` }] }, HttpStatus.NOT_FOUND);
    await this.runtime.runner.rebuild(name);
    return { rebuilding: name };
  }
}
