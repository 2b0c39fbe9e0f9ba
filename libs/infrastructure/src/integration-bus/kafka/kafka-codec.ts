/**
 * CloudEvents on Kafka, structured content mode: the value is the whole CloudEvent as JSON
 * (`content-type: application/cloudevents+json`), the key is the partition key. The scalar attributes are
 * also written as `ce_<name>` headers (the binary-mode names) so a router or an operator looking at a
 * topic can see the type and id without parsing the value; the value stays the source of truth.
 */
import type { IHeaders, KafkaMessage, Message } from 'kafkajs';
import type { CloudEvent, PublishedMessage } from '../integration-bus.port';

export const CLOUDEVENTS_JSON = 'application/cloudevents+json';

export const encodeMessage = ({ key, event }: PublishedMessage): Message => {
  const headers: IHeaders = { 'content-type': CLOUDEVENTS_JSON };
  for (const [name, value] of Object.entries(event)) {
    if (name !== 'data' && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) headers[`ce_${name}`] = String(value);
  }
  return { key, value: JSON.stringify(event), headers };
};

const header = (headers: IHeaders | undefined, name: string): string | undefined => {
  const value = headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
};

/** Throws when the value is not a structured CloudEvent. */
export const decodeMessage = (topic: string, message: KafkaMessage): PublishedMessage => {
  const contentType = header(message.headers, 'content-type');
  if (contentType !== undefined && !contentType.startsWith(CLOUDEVENTS_JSON)) throw new Error(`content-type is ${contentType}`);
  if (!message.value) throw new Error('empty value');
  const event = JSON.parse(message.value.toString('utf8')) as CloudEvent;
  if (event === null || typeof event !== 'object' || event.specversion !== '1.0' || typeof event.id !== 'string' || typeof event.type !== 'string') {
    throw new Error('value has no CloudEvents 1.0 specversion, id and type');
  }
  return { topic, key: message.key?.toString('utf8') ?? event.organisationid, event };
};
