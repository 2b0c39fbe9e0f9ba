import { Inject, Injectable } from '@nestjs/common';
import {
  assertOrganisationExists,
  type CardOrderFacts,
  type DeliveryAddress,
  designDecider,
  designIsApproved,
  designStreamId,
  locationDecider,
  locationStreamId,
  type OrderableDesign,
  type OrderingAccount,
  organisationDecider,
  organisationStreamId,
} from '@profyle/domain';
import { CommandShell } from '../../../shared/command-shell/command-shell';

/**
 * What an order needs to know about other aggregates when it is placed, read from their streams (the
 * sources of truth, not read models): the organisation's account, the designs of its lines (its own,
 * or stock designs) and the delivery address (one of its own).
 */
@Injectable()
export class OrderFacts {
  constructor(@Inject(CommandShell) private readonly shell: CommandShell) {}

  async account(organisationId: string): Promise<OrderingAccount> {
    const { state } = await this.shell.load(organisationStreamId(organisationId), organisationDecider);
    assertOrganisationExists(state);
    return { trial: state.isDemo, purchasedSubscriptions: state.purchased };
  }

  async designs(organisationId: string, designIds: readonly string[]): Promise<Record<string, OrderableDesign>> {
    const designs: Record<string, OrderableDesign> = {};
    for (const id of new Set(designIds)) {
      const { state } = await this.shell.load(designStreamId(id), designDecider);
      if (!state.exists || (state.organisationId !== organisationId && !state.stock)) continue;
      designs[id] = { name: state.name, stock: state.stock, approved: designIsApproved(state), archived: state.archived };
    }
    return designs;
  }

  /** The address as it is now, or null when it is not one of the organisation's current addresses. */
  async address(organisationId: string, locationId: string | null): Promise<DeliveryAddress | null> {
    if (locationId === null) return null;
    const { state } = await this.shell.load(locationStreamId(locationId), locationDecider);
    if (state.status !== 'active' || state.organisationId !== organisationId) return null;
    const { name, line1, line2, city, region, postcode, country } = state.details;
    return { name, line1, line2, city, region, postcode, country };
  }

  async forCardOrder(organisationId: string, locationId: string | null, designIds: readonly string[]): Promise<CardOrderFacts> {
    const [account, designs, address] = await Promise.all([this.account(organisationId), this.designs(organisationId, designIds), this.address(organisationId, locationId)]);
    return { account, designs, address };
  }
}
