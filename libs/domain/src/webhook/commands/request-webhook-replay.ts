import { DomainError } from '../../shared';
import type { RequestWebhookReplay } from '../webhook.commands';
import type { WebhookReplayRequested } from '../webhook.events';
import { WEBHOOK_ERROR_CODES, WEBHOOK_ERROR_MESSAGES } from '../webhook.messages';
import { assertValidEndpointId, throwWebhookProblems, type WebhookProblem, webhookEventProblems } from '../webhook.rules';
import type { WebhookEndpointState } from '../webhook.state';

/**
 * A replay goes to the endpoint as it is configured now, so it must be enabled with a URL, and only
 * with events it is subscribed to (none named: all of them). It starts at a time that has passed, or at
 * an event the subscriber names; which events that covers is for the api to find in the log.
 */
export const requestWebhookReplay = (command: RequestWebhookReplay, state: WebhookEndpointState): WebhookReplayRequested[] => {
  const { endpointId, replayId, fromTime, fromEventId } = command.data;
  const { metadata } = command;
  assertValidEndpointId(endpointId);
  if (state.status !== 'configured' || !state.enabled || state.url === '' || state.organisationId !== metadata.organisationId) {
    throw new DomainError(WEBHOOK_ERROR_CODES.replayNotEnabled, WEBHOOK_ERROR_MESSAGES.replayNotEnabled, 'rule');
  }
  const problems: WebhookProblem[] = [];
  if ((fromTime === null) === (fromEventId === null)) {
    problems.push({ code: WEBHOOK_ERROR_CODES.replayFromRequired, path: 'from', msg: WEBHOOK_ERROR_MESSAGES.replayFromRequired });
  } else if (fromTime !== null && (Number.isNaN(Date.parse(fromTime)) || new Date(fromTime).toISOString() > metadata.now)) {
    problems.push({ code: WEBHOOK_ERROR_CODES.replayFromInvalid, path: 'from', msg: WEBHOOK_ERROR_MESSAGES.replayFromInvalid });
  }
  problems.push(...webhookEventProblems(command.data.events));
  command.data.events.forEach((name, index) => {
    if ((state.events as readonly string[]).includes(name) || webhookEventProblems([name]).length > 0) return;
    problems.push({ code: WEBHOOK_ERROR_CODES.replayEventNotSubscribed, path: `events.${index}`, msg: WEBHOOK_ERROR_MESSAGES.replayEventNotSubscribed(name) });
  });
  throwWebhookProblems(problems);
  const events = command.data.events.length === 0 ? state.events : state.events.filter((name) => command.data.events.includes(name));
  return [
    {
      type: 'WebhookReplayRequested',
      data: {
        organisationId: metadata.organisationId,
        endpointId,
        replayId,
        fromTime: fromTime === null ? null : new Date(fromTime).toISOString(),
        fromEventId,
        events,
        requestedAt: metadata.now,
        requestedBy: metadata.actor.userId,
      },
    },
  ];
};
