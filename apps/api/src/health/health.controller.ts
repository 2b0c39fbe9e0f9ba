import { Controller, Get, Inject } from '@nestjs/common';
import { healthSchema } from '@profyle/contracts';
import { ApiContract } from '../shared/openapi/api-contract';
import { Public } from '../shared/auth/auth.guard';
import type { Runtime } from '../runtime/runtime';
import { RUNTIME } from '../runtime/runtime.tokens';

/** Liveness plus projection lag: how far each read model is behind the event log. */
@Controller('health')
export class HealthController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Public()
  @ApiContract({ summary: 'Liveness and projection lag', tags: ['operations'], responses: { 200: healthSchema } })
  @Get()
  async health() {
    const projections = await this.runtime.projectionStatus();
    const healthy = projections.every((p) => p.state !== 'failed');
    return {
      status: healthy ? 'ok' : 'degraded',
      mode: { eventStore: this.runtime.config.EVENT_STORE, readStore: this.runtime.config.READ_STORE, projector: this.runtime.config.PROJECTOR },
      projections,
      maxLag: Math.max(0, ...projections.map((p) => p.lag)),
    };
  }
}
