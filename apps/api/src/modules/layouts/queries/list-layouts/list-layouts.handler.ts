import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LayoutList } from '@profyle/contracts';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { groupRecords } from '../../../groups/queries/list-groups/groups-read';
import { LayoutReader, listItemOf } from '../../layout-views';
import { ListLayoutsQuery } from './list-layouts.query';

@QueryHandler(ListLayoutsQuery)
export class ListLayoutsHandler implements IQueryHandler<ListLayoutsQuery, LayoutList> {
  constructor(
    @Inject(LayoutReader) private readonly reader: LayoutReader,
    @Inject(READ_STORE) private readonly store: ReadStore,
  ) {}

  /** Each layout with the groups that chose it (a group whose layout was deleted shows under the default). */
  async execute({ organisationId }: ListLayoutsQuery): Promise<LayoutList> {
    const [layouts, groups] = await Promise.all([this.reader.list(organisationId), groupRecords(this.store, organisationId)]);
    const ids = new Set(layouts.map((layout) => layout.id));
    const groupsOf = (layoutId: string) =>
      groups.filter((group) => (ids.has(group.configuration_id) ? group.configuration_id : 'default') === layoutId).map((group) => ({ id: group.id, name: group.name }));
    return { data: layouts.map((layout) => ({ ...listItemOf(layout), groups: groupsOf(layout.id) })), themes: await this.reader.themes(organisationId, new Date().toISOString()) };
  }
}
