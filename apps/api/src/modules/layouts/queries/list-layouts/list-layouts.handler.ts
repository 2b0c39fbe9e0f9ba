import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LayoutList } from '@profyle/contracts';
import { LayoutReader, listItemOf } from '../../layout-views';
import { ListLayoutsQuery } from './list-layouts.query';

@QueryHandler(ListLayoutsQuery)
export class ListLayoutsHandler implements IQueryHandler<ListLayoutsQuery, LayoutList> {
  constructor(@Inject(LayoutReader) private readonly reader: LayoutReader) {}

  async execute({ organisationId }: ListLayoutsQuery): Promise<LayoutList> {
    const layouts = await this.reader.list(organisationId);
    return { data: layouts.map(listItemOf), themes: this.reader.themes(new Date().toISOString()) };
  }
}
