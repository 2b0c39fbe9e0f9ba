/**
 * Poison messages: after its last attempt a consumer group parks the message on its own dead-letter topic
 * (`deadLetterTopic(topic, group)`), with why and after how many attempts as CloudEvent extension
 * attributes (and so as `ce_*` headers on Kafka), and moves on. An operator fixes the cause and replays:
 * the parked copies go back to their original topic with their ids unchanged. Every group sees the replay,
 * and every group that already handled the id drops it through its inbox; the group that parked it has
 * no inbox entry for it, so it handles it this time.
 */
import { type CloudEvent, deadLetterTopic, INTEGRATION_TOPIC, type IntegrationBus, type PublishedMessage } from '@profyle/infrastructure';

const MAX_ERROR_LENGTH = 1_000;

export const describeError = (error: unknown): string => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
};

export const deadLetterFor = (message: PublishedMessage, groupId: string, error: unknown, attempts: number): PublishedMessage => ({
  topic: deadLetterTopic(message.topic, groupId),
  key: message.key,
  event: { ...message.event, deadlettererror: describeError(error), deadletterattempts: attempts, deadlettertopic: message.topic, deadlettergroup: groupId },
});

/** The original CloudEvent, without the dead-letter attributes. */
export const withoutDeadLetter = (event: CloudEvent): CloudEvent => {
  const { deadlettererror: _error, deadletterattempts: _attempts, deadlettertopic: _topic, deadlettergroup: _group, ...original } = event;
  return original;
};

/** The group that moves a dead-letter topic back: its committed offset is how far replays have got. */
export const replayGroupId = (groupId: string): string => `${groupId}.dead-letter-replay`;

export interface ReplayResult {
  groupId: string;
  /** Messages put back, per original topic. */
  replayed: Record<string, number>;
}

/**
 * Puts every message the group has parked (and not replayed yet) back on its original topic, then stops.
 * Safe to run again: a second run finds only what was parked since.
 */
export const replayDeadLetters = async (bus: IntegrationBus, groupId: string, topics: readonly string[] = [INTEGRATION_TOPIC]): Promise<ReplayResult> => {
  const replayed: Record<string, number> = {};
  for (const topic of topics) {
    replayed[topic] = await bus.consumeToEnd({ groupId: replayGroupId(groupId), topics: [deadLetterTopic(topic, groupId)], fromBeginning: true }, async (parked) => {
      await bus.publish([{ topic: parked.event.deadlettertopic ?? topic, key: parked.key, event: withoutDeadLetter(parked.event) }]);
    });
  }
  return { groupId, replayed };
};
