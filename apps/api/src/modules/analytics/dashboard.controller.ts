import { Controller, Get, Inject, Param } from '@nestjs/common';
import { DASHBOARD_ORDERS, type DashboardView, lastMonths, ONBOARDING_KEYS, type OnboardingKey } from '@profyle/contracts';
import { DomainError, introductionsValue, ORGANISATION_ERROR_CODES, ORGANISATION_ERROR_MESSAGES, organisationLeadValue } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import {
  designsProjection,
  groupsProjection,
  layoutsProjection,
  locationsProjection,
  type OrganisationAnalyticsTotal,
  organisationAnalyticsProjection,
  ordersProjection,
  organisationsProjection,
  peopleListProjection,
  usersProjection,
  eventsProjection,
} from '@profyle/projector';
import { readModel } from '../../shared/read-model/read-model';
import { AnalyticsReader } from './analytics-reader';
import { OrganisationClock } from './organisation-clock';
import { ApiContract } from '../../shared/openapi/api-contract';
import { dashboardViewSchema } from '@profyle/contracts';

/**
 * GET /v2/org/{orgId}/dashboard: every card of the dashboard (spec 000 section 2) in one round trip, each
 * from a read model: counts, the pools, the introductions value (count times the lead value, in the
 * lead value's currency), views, the monthly mini charts, the design library, the open orders and the
 * getting-started guide, and the events (how many, how many happening now).
 */
@Controller('v2/org/:orgId')
export class DashboardController {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(OrganisationClock) private readonly clock: OrganisationClock,
    @Inject(AnalyticsReader) private readonly analytics: AnalyticsReader,
  ) {}

  @ApiContract({ summary: 'Every dashboard card in one call', responses: { 200: dashboardViewSchema } })
  @Get('dashboard')
  async dashboard(@Param('orgId') orgId: string): Promise<DashboardView> {
    const organisation = await readModel(this.store, organisationsProjection).get(orgId);
    if (!organisation) throw new DomainError(ORGANISATION_ERROR_CODES.notFound, ORGANISATION_ERROR_MESSAGES.notFound, 'not_found');
    const timezone = await this.clock.timeZone(orgId);
    const today = this.clock.today(timezone);
    const byOrganisation = { organisation_id: orgId };
    const ownDesigns = { organisation_id: orgId, stock: false, archived: false };
    const openOrders = { organisation_id: orgId, status: { $nin: ['completed', 'cancelled'] } };
    const orders = readModel(this.store, ordersProjection);
    const now = new Date().toISOString();
    const [people, total, monthly, groups, addresses, layouts, admins, designs, awaitingApproval, pendingOrders, latestOrders, cardOrders, events, currentEvents] = await Promise.all([
      readModel(this.store, peopleListProjection).count(byOrganisation),
      readModel(this.store, organisationAnalyticsProjection).get(orgId) as Promise<OrganisationAnalyticsTotal | null>,
      this.analytics.series(orgId, { from: lastMonths(today)[0], to: today }, 'MONTH', timezone),
      readModel(this.store, groupsProjection).count({ organisation_id: orgId, created: true }),
      readModel(this.store, locationsProjection).count(byOrganisation),
      readModel(this.store, layoutsProjection).count(byOrganisation),
      readModel(this.store, usersProjection).count({ access_org_ids: orgId }),
      readModel(this.store, designsProjection).count(ownDesigns),
      readModel(this.store, designsProjection).count({ ...ownDesigns, status: 'requires_approval' }),
      orders.count(openOrders),
      orders.find(openOrders, { sort: [['meta.createdAt', -1]], limit: DASHBOARD_ORDERS }),
      orders.count({ organisation_id: orgId, kind: 'cards', status: { $ne: 'cancelled' } }),
      readModel(this.store, eventsProjection).count(byOrganisation),
      readModel(this.store, eventsProjection).count({ organisation_id: orgId, start: { $lte: now }, end: { $gt: now } }),
    ]);
    const intros = total?.intros ?? 0;
    const lead = organisationLeadValue(organisation);
    const done: Record<OnboardingKey, boolean> = {
      guide: false,
      'add-people': people > 1,
      'assign-subscriptions': organisation.subscriptions.used > 0,
      'create-groups': groups > 0,
      'add-addresses': addresses > 0,
      'customise-layout': layouts > 0,
      'invite-team': admins > 1,
      'order-cards': organisation.nfcCards.purchased > 0 || cardOrders > 0,
    };
    return {
      people: { total: people },
      subscriptions: { used: organisation.subscriptions.used, purchased: organisation.subscriptions.purchased, remaining: organisation.remainingSubscriptions },
      nfcCards: { used: organisation.nfcCards.used, purchased: organisation.nfcCards.purchased, remaining: organisation.remainingNfcCards },
      introductions: { count: intros, leadValue: lead.leadValue, value: introductionsValue(intros, lead), currency: lead.currency },
      views: { total: total?.visits ?? 0 },
      contacts: { total: intros },
      monthly: monthly.map((row) => ({ month: row.time.slice(0, 7), visits: row.visits, intros: row.intros })),
      groups: { total: groups },
      addresses: { total: addresses },
      admins: { total: admins },
      layouts: { total: layouts },
      events: { total: events, current: currentEvents },
      designs: { total: designs, awaitingApproval },
      pendingOrders: {
        total: pendingOrders,
        latest: latestOrders.map((order) => ({ id: order.id, short_code: order.short_code, name: order.name, status: order.status, value: order.value, currency: order.currency, createdAt: order.meta.createdAt })),
      },
      onboarding: { hidden: organisation.onboarding?.hidden ?? [], steps: ONBOARDING_KEYS.filter((key) => key !== 'guide').map((key) => ({ key, done: done[key] })) },
      timezone,
    };
  }
}
