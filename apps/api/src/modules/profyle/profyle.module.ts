import { Module } from '@nestjs/common';
import { LayoutsModule } from '../layouts/layouts.module';
import { LayoutPreviewController } from './queries/layout-preview/layout-preview.controller';

/**
 * The public Profyle page (what every QR code, card tap and shared link opens), the editor's preview of
 * it, visits and the exchange form. Served outside /v1: these pages are HTML for visitors.
 */
@Module({
  imports: [LayoutsModule],
  controllers: [LayoutPreviewController],
})
export class ProfyleModule {}
