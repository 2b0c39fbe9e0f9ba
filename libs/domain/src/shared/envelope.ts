import type { EventMetadata } from './metadata';

/** An event as stored: its identity, place in its stream and in the global log, and its metadata. */
export interface RecordedEvent<Type extends string = string, Data = unknown> {
  id: string;
  streamId: string;
  /** 0-based revision of the event inside its stream. */
  revision: number;
  /** Position in the global log; strictly increasing in log order. */
  position: number;
  type: Type;
  data: Data;
  metadata: EventMetadata;
  recordedAt: string;
}

/** Streams are `<category>-<id>`; the category never contains a hyphen. */
export const streamId = (category: string, id: string): string => {
  if (category.includes('-')) throw new Error(`Stream category must not contain a hyphen: ${category}`);
  return `${category}-${id}`;
};

export const categoryOf = (stream: string): string => {
  const hyphen = stream.indexOf('-');
  return hyphen < 0 ? stream : stream.slice(0, hyphen);
};
