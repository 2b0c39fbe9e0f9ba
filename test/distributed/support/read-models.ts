/** Every read-model document of a MongoDB database, for comparing a faulted run with a clean rebuild. */
import { MongoClient } from 'mongodb';

/** Collections that are bookkeeping, not read models: checkpoints, and what the workers process writes. */
const NOT_READ_MODELS = new Set(['_checkpoints', 'consumer_inbox', 'webhook_deliveries_v1', 'webhook_logs_v1']);

/** collection name -> documents sorted by _id, each without its `_version` guard. */
export const readModelSnapshot = async (client: MongoClient, database: string): Promise<Record<string, Record<string, unknown>[]>> => {
  const db = client.db(database);
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((n) => !NOT_READ_MODELS.has(n) && !n.startsWith('system.'));
  const snapshot: Record<string, Record<string, unknown>[]> = {};
  for (const name of names.sort()) {
    const docs = await db.collection<{ _id: string; _version?: number }>(name).find({}).sort({ _id: 1 }).toArray();
    snapshot[name] = docs.map(({ _version: _ignored, ...rest }) => rest);
  }
  return snapshot;
};

export const checkpoints = async (client: MongoClient, database: string): Promise<Record<string, number>> => {
  const docs = await client.db(database).collection<{ _id: string; position: number }>('_checkpoints').find({}).toArray();
  return Object.fromEntries(docs.map((d) => [d._id, d.position]));
};

export { MongoClient };
