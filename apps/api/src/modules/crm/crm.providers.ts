import type { Provider } from '@nestjs/common';
import { CRM_PROVIDERS, type CrmProvider } from '@profyle/domain';
import { CrmLogStore, EVENT_STORE, type EventStore, READ_STORE, type ReadStore } from '@profyle/infrastructure';
import { CrmSync } from '@profyle/projector';
import type { Runtime } from '../../runtime/runtime';
import { RUNTIME } from '../../runtime/runtime.tokens';

/** The sync of each CRM, as the api uses it for the settings page's test lead (the same path as introductions). */
export class CrmSyncs {
  constructor(readonly byProvider: Record<CrmProvider, CrmSync>) {}

  of(provider: CrmProvider): CrmSync {
    return this.byProvider[provider];
  }
}

export const crmProviders: Provider[] = [
  { provide: CrmLogStore, useFactory: (store: ReadStore) => new CrmLogStore(store), inject: [READ_STORE] },
  {
    provide: CrmSyncs,
    useFactory: (runtime: Runtime, readStore: ReadStore, eventStore: EventStore, logs: CrmLogStore) =>
      new CrmSyncs(
        Object.fromEntries(CRM_PROVIDERS.map((provider) => [provider, new CrmSync({ provider, client: runtime.crm.clients[provider], readStore, eventStore, cipher: runtime.crmTokens, logs })])) as Record<CrmProvider, CrmSync>,
      ),
    inject: [RUNTIME, READ_STORE, EVENT_STORE, CrmLogStore],
  },
];
