import { GridFSBucket, type MongoClient } from 'mongodb';
import { assertFileKey, FileExistsError, type FileStore, type StoredFile } from '../file-store.port';

/**
 * Files in MongoDB GridFS (distributed mode): one bucket (`uploads`), the key as the file name, the
 * content type in the file's metadata. Every api instance reads the same files.
 */
export class GridFsFileStore implements FileStore {
  private readonly bucket: GridFSBucket;

  constructor(
    private readonly client: MongoClient,
    database: string,
    bucketName = 'uploads',
    private readonly ownsClient = true,
  ) {
    this.bucket = new GridFSBucket(client.db(database), { bucketName });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    assertFileKey(key);
    if ((await this.bucket.find({ filename: key }, { limit: 1 }).toArray()).length > 0) throw new FileExistsError(key);
    await new Promise<void>((resolve, reject) => {
      const upload = this.bucket.openUploadStream(key, { metadata: { contentType } });
      upload.once('finish', () => resolve());
      upload.once('error', reject);
      upload.end(data);
    });
  }

  async get(key: string): Promise<StoredFile | null> {
    assertFileKey(key);
    const [file] = await this.bucket.find({ filename: key }, { sort: { uploadDate: 1 }, limit: 1 }).toArray();
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of this.bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    return { data, contentType: (file.metadata?.contentType as string | undefined) ?? 'application/octet-stream', size: data.length, createdAt: file.uploadDate.toISOString() };
  }

  async delete(key: string): Promise<void> {
    assertFileKey(key);
    for (const file of await this.bucket.find({ filename: key }).toArray()) await this.bucket.delete(file._id);
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.client.close();
  }
}
