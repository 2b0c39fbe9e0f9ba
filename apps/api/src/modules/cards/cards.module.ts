import { Module } from '@nestjs/common';
import { PersonMessagesModule } from '../person-messages/person-messages.module';
import { AddCardAndAssignController } from './commands/add-card-and-assign/add-card-and-assign.controller';
import { AddCardAndAssignHandler } from './commands/add-card-and-assign/add-card-and-assign.handler';
import { FreeCardsController } from './commands/free-cards/free-cards.controller';
import { MakeFreeCardHandler } from './commands/free-cards/make-free-card.handler';
import { AllocateCardsController } from './commands/allocate-cards/allocate-cards.controller';
import { AllocateCardsHandler } from './commands/allocate-cards/allocate-cards.handler';
import { GenerateCardsController } from './commands/generate-cards/generate-cards.controller';
import { GenerateCardsHandler } from './commands/generate-cards/generate-cards.handler';
import { RegisterCardLostController } from './commands/register-card-lost/register-card-lost.controller';
import { RegisterCardLostHandler } from './commands/register-card-lost/register-card-lost.handler';
import { ResetCardController } from './commands/reset-card/reset-card.controller';
import { ResetCardHandler } from './commands/reset-card/reset-card.handler';
import { SwitchCardController } from './commands/switch-card/switch-card.controller';
import { SwitchCardHandler } from './commands/switch-card/switch-card.handler';
import { ExportCardsController } from './queries/export-cards/export-cards.controller';
import { GetCardController } from './queries/get-card/get-card.controller';
import { GetCardHandler } from './queries/get-card/get-card.handler';
import { ListCardsController } from './queries/list-cards/list-cards.controller';
import { ListCardsHandler } from './queries/list-cards/list-cards.handler';

/** NFC cards (spec 001): generation and allocation (superadmin), the cards list and page, and the card actions. */
@Module({
  imports: [PersonMessagesModule],
  // The export's static path is registered ahead of the card page's :cardId.
  controllers: [GenerateCardsController, FreeCardsController, AllocateCardsController, AddCardAndAssignController, ListCardsController, ExportCardsController, GetCardController, SwitchCardController, ResetCardController, RegisterCardLostController],
  providers: [GenerateCardsHandler, MakeFreeCardHandler, AllocateCardsHandler, AddCardAndAssignHandler, ListCardsHandler, GetCardHandler, SwitchCardHandler, ResetCardHandler, RegisterCardLostHandler],
})
export class CardsModule {}
