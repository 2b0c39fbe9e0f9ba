import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { ChangeDesignHandler } from './commands/change-design/change-design.handler';
import { DesignActionsController } from './commands/change-design/design-actions.controller';
import { CreateDesignController } from './commands/create-design/create-design.controller';
import { CreateDesignHandler } from './commands/create-design/create-design.handler';
import { DesignFilesController } from './commands/upload-design-file/design-files.controller';
import { GetDesignController } from './queries/get-design/get-design.controller';
import { GetDesignHandler } from './queries/get-design/get-design.handler';
import { ListDesignsController } from './queries/list-designs/list-designs.controller';
import { ListDesignsHandler } from './queries/list-designs/list-designs.handler';
import { DesignMails } from './services/design-mails';

/** Card designs and their proofs (spec 002): the library, uploads through the file store, the proof cycle and its e-mails. */
@Module({
  imports: [IdentityModule],
  controllers: [DesignFilesController, CreateDesignController, ListDesignsController, GetDesignController, DesignActionsController],
  providers: [DesignMails, CreateDesignHandler, ChangeDesignHandler, ListDesignsHandler, GetDesignHandler],
})
export class DesignsModule {}
