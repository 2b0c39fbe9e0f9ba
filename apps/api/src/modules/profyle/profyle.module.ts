import { Module } from '@nestjs/common';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { LayoutsModule } from '../layouts/layouts.module';
import { CaptureIntroductionController } from './commands/capture-introduction/capture-introduction.controller';
import { CaptureIntroductionHandler } from './commands/capture-introduction/capture-introduction.handler';
import { UnlockProfyleController } from './commands/unlock-profyle/unlock-profyle.controller';
import { ProfylePages } from './profyle-pages';
import { ProfyleVisitor } from './profyle-visitor';
import { COUNTRY_LOOKUP, EXCHANGE_LIMITER, UNLOCK_LIMITER, VISIT_RECORDER } from './profyle.tokens';
import { exchangeLimits, unlockLimits } from './public-limits';
import { LayoutPreviewController } from './queries/layout-preview/layout-preview.controller';
import { ProfylePageController } from './queries/profyle-page/profyle-page.controller';
import { countryLookup } from './visits/country-lookup';
import { VisitRecorder } from './visits/visit-recorder';
import { PasswordHasher } from '../../shared/auth/password-hasher';

/**
 * The public Profyle page (what every QR code, card tap and shared link opens), the editor's preview of
 * it, visits and the exchange form. Served outside /v1 under /c: these are HTML pages for visitors.
 */
@Module({
  imports: [LayoutsModule],
  controllers: [ProfylePageController, UnlockProfyleController, CaptureIntroductionController, LayoutPreviewController],
  providers: [
    PasswordHasher,
    ProfylePages,
    ProfyleVisitor,
    CaptureIntroductionHandler,
    { provide: VISIT_RECORDER, useFactory: (runtime: Runtime) => new VisitRecorder(runtime.eventStore, { log: (message) => console.warn(`[visits] ${message}`) }), inject: [RUNTIME] },
    { provide: COUNTRY_LOOKUP, useFactory: (runtime: Runtime) => countryLookup({ header: runtime.config.COUNTRY_HEADER, csvPath: runtime.config.GEOIP_COUNTRY_CSV }), inject: [RUNTIME] },
    { provide: UNLOCK_LIMITER, useFactory: unlockLimits },
    { provide: EXCHANGE_LIMITER, useFactory: exchangeLimits },
  ],
})
export class ProfyleModule {}
