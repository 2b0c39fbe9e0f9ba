import { GROUP_LIST_LIMIT, type GroupRecord, groupTree, type GroupView } from '@profyle/contracts';
import type { ReadStore } from '@profyle/infrastructure';
import { type GroupDoc, groupsProjection } from '@profyle/projector';
import { publicView, readModel } from '../../../../shared/read-model/read-model';

/** The organisation's groups (at most the list's single page), as records. */
export const groupRecords = async (store: ReadStore, organisationId: string): Promise<GroupRecord[]> => {
  const docs = await readModel(store, groupsProjection).find({ organisation_id: organisationId, created: true }, { sort: [['name', 1]], limit: GROUP_LIST_LIMIT });
  return docs.map((doc: GroupDoc) => publicView<GroupRecord>(doc, 'organisation_id', 'created'));
};

/** The tree list in display order. */
export const groupViews = async (store: ReadStore, organisationId: string): Promise<GroupView[]> => groupTree(await groupRecords(store, organisationId));
