import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { LayoutView } from '@profyle/contracts';
import { LayoutReader, layoutNotFound } from '../../layout-views';
import { GetLayoutQuery } from './get-layout.query';

/** A layout of this organisation (the default derived when never edited); any other id is not found. */
@QueryHandler(GetLayoutQuery)
export class GetLayoutHandler implements IQueryHandler<GetLayoutQuery, { view: LayoutView; revision: number | null }> {
  constructor(@Inject(LayoutReader) private readonly reader: LayoutReader) {}

  async execute({ organisationId, layoutId }: GetLayoutQuery) {
    const found = await this.reader.layout(organisationId, layoutId);
    if (!found) throw layoutNotFound();
    return found;
  }
}
