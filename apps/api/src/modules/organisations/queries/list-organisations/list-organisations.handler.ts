import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type OrganisationListItem, type OrganisationsPage, type OrganisationTab } from '@profyle/contracts';
import { NEW_DEMO_MS } from '@profyle/domain';
import { type Filter, READ_STORE, type ReadStore, type Sort } from '@profyle/infrastructure';
import { type OrganisationDoc, organisationsProjection } from '@profyle/projector';
import { nameOrIdSearch, pageByCursor, readModel } from '../../../../shared/read-model/read-model';
import { ListOrganisationsQuery } from './list-organisations.query';

const CREATED_NEWEST: Sort = [['meta.createdAt', -1]];

/** Each tab's filter and order: the soonest-ending active demo first, the latest expired or closed first. */
const TABS: Record<OrganisationTab, (now: string) => { filter: Filter; sort: Sort }> = {
  all: () => ({ filter: {}, sort: CREATED_NEWEST }),
  customers: () => ({ filter: { accountStatus: 'customer' }, sort: CREATED_NEWEST }),
  active_demos: () => ({ filter: { accountStatus: 'trial' }, sort: [['demoExpiresOn', 1]] }),
  new_demos: (now) => ({
    filter: { accountStatus: { $in: ['trial', 'trial_expired'] }, 'meta.createdAt': { $gte: new Date(Date.parse(now) - NEW_DEMO_MS).toISOString() } },
    sort: CREATED_NEWEST,
  }),
  expired_demos: () => ({ filter: { accountStatus: 'trial_expired' }, sort: [['demoExpiresOn', -1]] }),
  closed: () => ({ filter: { accountStatus: { $in: ['closed', 'pending_deletion'] } }, sort: [['closed', -1]] }),
};

const rowOf = (doc: OrganisationDoc): OrganisationListItem => ({
  id: doc.id,
  name: doc.name,
  orgSize: doc.orgSize,
  subscriptions: { used: doc.subscriptions.used, purchased: doc.subscriptions.purchased },
  accountType: doc.subscriptions.type,
  accountStatus: doc.accountStatus,
  isDemo: doc.isDemo,
  isPartner: doc.isPartner,
  createdAt: doc.meta.createdAt,
  demoExpiresOn: doc.demoExpiresOn,
  closed: doc.closed,
  deleteAfter: doc.deleteAfter,
});

/** The organisations list of the superadmin (and the partners list): a tab, a search, cursor pages. */
@QueryHandler(ListOrganisationsQuery)
export class ListOrganisationsHandler implements IQueryHandler<ListOrganisationsQuery, OrganisationsPage> {
  constructor(@Inject(READ_STORE) private readonly store: ReadStore) {}

  async execute({ params, now }: ListOrganisationsQuery): Promise<OrganisationsPage> {
    const tab = TABS[params.tab](now);
    const and: Filter[] = [tab.filter];
    if (params.partner) and.push({ isPartner: true });
    if (params.search) and.push(nameOrIdSearch(params.search));
    const filter = { $and: and };
    const sort: Sort = params.partner ? [['name', 1]] : tab.sort;
    const organisations = readModel(this.store, organisationsProjection);
    const [page, total] = await Promise.all([pageByCursor(organisations, { filter, sort, limit: params.page_size, after: params.after }), organisations.count(filter)]);
    return { data: page.data.map(rowOf), total, next: page.next ?? null };
  }
}
