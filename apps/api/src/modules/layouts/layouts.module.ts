import { Module } from '@nestjs/common';
import { ChangeLayoutFieldController } from './commands/change-layout-field/change-layout-field.controller';
import { ChangeLayoutFieldHandler } from './commands/change-layout-field/change-layout-field.handler';
import { CreateLayoutController } from './commands/create-layout/create-layout.controller';
import { CreateLayoutHandler } from './commands/create-layout/create-layout.handler';
import { DeleteLayoutController } from './commands/delete-layout/delete-layout.controller';
import { DeleteLayoutHandler } from './commands/delete-layout/delete-layout.handler';
import { ReplaceLayoutController } from './commands/replace-layout/replace-layout.controller';
import { ReplaceLayoutHandler } from './commands/replace-layout/replace-layout.handler';
import { LayoutCommandRunner } from './layout-command-runner';
import { LayoutReader } from './layout-views';
import { GetLayoutController } from './queries/get-layout/get-layout.controller';
import { GetLayoutHandler } from './queries/get-layout/get-layout.handler';
import { ListLayoutsController } from './queries/list-layouts/list-layouts.controller';
import { ListLayoutsHandler } from './queries/list-layouts/list-layouts.handler';
import { PreviewLinkController } from './queries/preview-link/preview-link.controller';

/** Layouts of an organisation (spec 001 "Layouts"): /v1/enterprise/{orgId}/configurations. */
@Module({
  controllers: [ListLayoutsController, GetLayoutController, CreateLayoutController, ReplaceLayoutController, ChangeLayoutFieldController, DeleteLayoutController, PreviewLinkController],
  providers: [LayoutReader, LayoutCommandRunner, ListLayoutsHandler, GetLayoutHandler, CreateLayoutHandler, ReplaceLayoutHandler, ChangeLayoutFieldHandler, DeleteLayoutHandler],
  exports: [LayoutReader],
})
export class LayoutsModule {}
