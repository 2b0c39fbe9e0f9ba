import { Global, Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { WorkScheduler } from '@profyle/projector';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';

/**
 * The durable scheduler (apps/projector/src/scheduling) inside the api: feature modules register the
 * kinds of work they do (`scheduler.register(kind, handler)` in their onModuleInit) and schedule work;
 * the loop starts once every module is ready and stops, finishing the items in hand, when the api
 * stops. Every api process runs one: replicas share the work, each item done by exactly one.
 */
@Global()
@Module({
  providers: [
    {
      provide: WorkScheduler,
      useFactory: (runtime: Runtime) => {
        const logger = new Logger('scheduler');
        return new WorkScheduler(runtime.eventStore, runtime.readStore, { intervalMs: runtime.config.SCHEDULER_INTERVAL_MS, log: (message) => logger.warn(message) });
      },
      inject: [RUNTIME],
    },
  ],
  exports: [WorkScheduler],
})
export class SchedulingModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(WorkScheduler) private readonly scheduler: WorkScheduler) {}

  onApplicationBootstrap(): void {
    this.scheduler.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.scheduler.stop();
  }
}
