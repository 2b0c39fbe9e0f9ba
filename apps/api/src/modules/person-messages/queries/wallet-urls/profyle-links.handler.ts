import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PERSON_MESSAGE_TEXTS, type ToolkitUrl, type WalletUrls } from '@profyle/contracts';
import { DomainError } from '@profyle/domain';
import { ProfyleLinks } from '../../services/profyle-links';
import { ProfyleOwners } from '../../services/profyle-owners';
import { ProfyleLinksQuery } from './profyle-links.query';

/** A person's signed wallet or toolkit links (valid 28 days); only a person with a digital Profyle has them. */
@QueryHandler(ProfyleLinksQuery)
export class ProfyleLinksHandler implements IQueryHandler<ProfyleLinksQuery, WalletUrls | ToolkitUrl> {
  constructor(
    @Inject(ProfyleOwners) private readonly owners: ProfyleOwners,
    @Inject(ProfyleLinks) private readonly links: ProfyleLinks,
  ) {}

  async execute({ organisationId, personId, link }: ProfyleLinksQuery): Promise<WalletUrls | ToolkitUrl> {
    const { person } = await this.owners.byPerson(organisationId, personId);
    const digitalId = person.subscription?.digital_id;
    if (!digitalId) throw new DomainError('person.no_profyle', PERSON_MESSAGE_TEXTS.noProfyle, 'rule');
    const now = new Date();
    return link === 'wallet' ? { ios: this.links.walletUrl('ios', digitalId, now), android: this.links.walletUrl('android', digitalId, now) } : { toolkitUrl: this.links.toolkitUrl(digitalId, now) };
  }
}
