/**
 * Operator tool for parked messages: `node apps/projector/dist/dead-letters.js replay <group> [--topic <topic>]`
 * puts every message the consumer group parked on its dead-letter topic (and not yet replayed) back on the
 * original topic, with the same ids, and exits. Run it once the cause is fixed. The topic defaults to the
 * integration events topic (INTEGRATION_TOPIC), which is what every registered consumer reads.
 */
import { replayDeadLetters } from './consumers';
import { openAdapters } from '@profyle/infrastructure';
import { loadProjectorConfigOrExit } from './projector-config';

const USAGE = 'usage: node apps/projector/dist/dead-letters.js replay <group> [--topic <topic>]...';

const parseArgs = (argv: string[]): { group: string; topics: string[] } | null => {
  const [command, group, ...rest] = argv;
  if (command !== 'replay' || !group || group.startsWith('-')) return null;
  const topics: string[] = [];
  for (let i = 0; i < rest.length; i += 2) {
    if (rest[i] !== '--topic' || !rest[i + 1]) return null;
    topics.push(rest[i + 1]);
  }
  return { group, topics };
};

const main = async () => {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadProjectorConfigOrExit();
  if (config.BUS !== 'kafka') {
    // The in-process bus lives inside the process that runs the consumers; there is nothing to reach here.
    console.error('dead-letters: BUS=kafka is needed; the in-process bus has no dead letters outside its own process.');
    process.exit(2);
  }
  const adapters = await openAdapters(config, (m) => console.error(m));
  try {
    const topics = args.topics.length > 0 ? args.topics : [config.INTEGRATION_TOPIC];
    const result = await replayDeadLetters(adapters.bus, args.group, topics);
    for (const [topic, count] of Object.entries(result.replayed)) console.log(`replayed ${count} parked message(s) of group ${args.group} to ${topic}`);
  } finally {
    await adapters.close();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
