import { randomBytes } from 'node:crypto';
import { Binary, type Collection, MongoClient } from 'mongodb';
import { type PersonalDataKeyStore, SubjectErasedError, type SubjectKey } from '../key-store.port';

interface KeyDoc {
  _id: string;
  key?: Binary;
  erased_at?: string;
}

/**
 * Keys in a MongoDB collection (`personal_data_keys`) beside the read models in distributed mode, so the
 * api, projector and workers processes share them. Writes are acknowledged by a majority and journaled
 * before a key is used. Only `{_id}` filters are used, which every MongoDB-wire server serves by key.
 */
export class MongoKeyStore implements PersonalDataKeyStore {
  private constructor(
    private readonly client: MongoClient,
    private readonly keys: Collection<KeyDoc>,
  ) {}

  static async create(options: { url: string; database: string; collection?: string }): Promise<MongoKeyStore> {
    const client = new MongoClient(options.url);
    await client.connect();
    return new MongoKeyStore(client, client.db(options.database).collection<KeyDoc>(options.collection ?? 'personal_data_keys'));
  }

  async keyFor(subject: string): Promise<Buffer> {
    let doc = await this.keys.findOne({ _id: subject });
    if (!doc) {
      try {
        await this.keys.insertOne({ _id: subject, key: new Binary(randomBytes(32)) }, { writeConcern: { w: 'majority', journal: true } });
      } catch (error) {
        // Another writer created it first: theirs is the key.
        if ((error as { code?: number }).code !== 11000) throw error;
      }
      doc = await this.keys.findOne({ _id: subject });
    }
    if (!doc?.key) throw new SubjectErasedError(subject);
    return Buffer.from(doc.key.buffer);
  }

  async lookup(subject: string): Promise<SubjectKey> {
    const doc = await this.keys.findOne({ _id: subject });
    if (!doc) return { status: 'none' };
    return doc.key ? { status: 'active', key: Buffer.from(doc.key.buffer) } : { status: 'erased', erasedAt: doc.erased_at ?? '' };
  }

  async erase(subject: string, erasedAt: string): Promise<void> {
    const existing = await this.keys.findOne({ _id: subject });
    await this.keys.replaceOne({ _id: subject }, { erased_at: existing?.erased_at ?? erasedAt }, { upsert: true, writeConcern: { w: 'majority', journal: true } });
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
