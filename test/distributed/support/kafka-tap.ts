/**
 * A test-side Kafka consumer (plain kafkajs, its own consumer group, from the beginning) that records
 * every record of a topic as it arrives: key, ce_ headers and the CloudEvent value.
 */
import { type Consumer, Kafka, logLevel } from 'kafkajs';
import type { CloudEvent } from '@profyle/infrastructure';

export interface TappedRecord {
  key: string;
  partition: number;
  headers: Record<string, string>;
  event: CloudEvent;
}

export interface KafkaTap {
  records: TappedRecord[];
  stop(): Promise<void>;
}

export const tapTopic = async (brokers: string, topic: string, groupId: string): Promise<KafkaTap> => {
  const kafka = new Kafka({ clientId: groupId, brokers: brokers.split(','), logLevel: logLevel.NOTHING });
  // The topic is created with the bus's partition count by the publisher; make sure it exists first.
  const admin = kafka.admin();
  await admin.connect();
  if (!(await admin.listTopics()).includes(topic)) await admin.createTopics({ waitForLeaders: true, topics: [{ topic, numPartitions: 6 }] }).catch(() => undefined);
  await admin.disconnect();
  const consumer: Consumer = kafka.consumer({ groupId, maxWaitTimeInMs: 200 });
  const records: TappedRecord[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ partition, message }) => {
      records.push({
        key: String(message.key),
        partition,
        headers: Object.fromEntries(Object.entries(message.headers ?? {}).map(([name, value]) => [name, String(value)])),
        event: JSON.parse(String(message.value)) as CloudEvent,
      });
    },
  });
  return { records, stop: () => consumer.disconnect() };
};

export const deleteTopics = async (brokers: string, topics: string[]): Promise<void> => {
  const kafka = new Kafka({ clientId: 'distributed-cleanup', brokers: brokers.split(','), logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const doomed = topics.filter((t) => existing.has(t));
    if (doomed.length > 0) await admin.deleteTopics({ topics: doomed });
  } finally {
    await admin.disconnect();
  }
};
