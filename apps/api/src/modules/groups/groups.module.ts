import { Module } from '@nestjs/common';
import { SaveGroupController } from './commands/save-group/save-group.controller';
import { SaveGroupHandler } from './commands/save-group/save-group.handler';
import { DeleteGroupController } from './commands/delete-group/delete-group.controller';
import { DeleteGroupHandler } from './commands/delete-group/delete-group.handler';
import { GetGroupController } from './queries/get-group/get-group.controller';
import { ListGroupsController } from './queries/list-groups/list-groups.controller';

/** Groups (spec 001): the tree, each group's details, and the rules the organisation stream enforces. */
@Module({
  controllers: [ListGroupsController, GetGroupController, SaveGroupController, DeleteGroupController],
  providers: [SaveGroupHandler, DeleteGroupHandler],
})
export class GroupsModule {}
