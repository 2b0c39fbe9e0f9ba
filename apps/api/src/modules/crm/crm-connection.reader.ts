import { Inject, Injectable } from '@nestjs/common';
import type { CrmConnectionView } from '@profyle/contracts';
import type { CrmProvider } from '@profyle/domain';
import { READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { type CrmConnectionDoc, crmConnectionDocId, crmConnectionsProjection } from '@profyle/projector';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';
import { readModel } from '../../shared/read-model/read-model';
import { connectionView } from './crm-connection';

/** Reads an organisation's connections from the crm-connections read model; views never carry tokens. */
@Injectable()
export class CrmConnectionReader {
  constructor(
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async doc(organisationId: string, provider: CrmProvider): Promise<CrmConnectionDoc | null> {
    const doc = await readModel(this.store, crmConnectionsProjection).get(crmConnectionDocId(organisationId, provider));
    return doc && doc.organisation_id === organisationId ? doc : null;
  }

  async view(organisationId: string, provider: CrmProvider): Promise<CrmConnectionView> {
    return connectionView(provider, await this.doc(organisationId, provider), this.runtime.crm.standIns[provider] ?? null);
  }
}
