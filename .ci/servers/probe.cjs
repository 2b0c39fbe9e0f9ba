#!/usr/bin/env node
/*
 * Readiness probe and smoke check for the local servers started by scripts/servers.sh.
 *
 *   node .ci/servers/probe.cjs wait-kafka <brokers> <timeoutSeconds> [pid]
 *   node .ci/servers/probe.cjs wait-mongo <url> <timeoutSeconds> [pid]
 *       Poll until the server answers (Kafka: admin lists topics, a probe topic has a leader and the
 *       group coordinator is available; MongoDB wire: ping). Gives up early, with exit code 3, if the watched pid has exited.
 *   node .ci/servers/probe.cjs ping-kafka <brokers>
 *   node .ci/servers/probe.cjs ping-mongo <url>
 *       One quick attempt (used by `status`).
 *   node .ci/servers/probe.cjs smoke-kafka <brokers>
 *       Produce one message and consume it back with a fresh consumer group.
 *   node .ci/servers/probe.cjs smoke-mongo <url>
 *       Insert a document, find it again, drop the scratch database.
 *
 * Exit codes: 0 ok, 1 failed, 2 usage or missing node modules, 3 watched process exited, 4 timed out.
 * kafkajs and mongodb are resolved from the repository's node_modules (run `npm ci` first).
 */
'use strict';

const { randomUUID } = require('node:crypto');

function load(name) {
  try {
    return require(name);
  } catch (err) {
    process.stderr.write(`probe: cannot load '${name}' (${err.message}); run 'npm ci' in the repository first\n`);
    process.exit(2);
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid) {
  if (!pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** Races a promise against a timer so that no single attempt can hang the probe. */
function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function kafkaClient(brokers, logLevelName, retries) {
  const { Kafka, logLevel } = load('kafkajs');
  return new Kafka({
    clientId: 'profyle-servers-probe',
    brokers: brokers.split(',').map((b) => b.trim()).filter(Boolean),
    logLevel: logLevel[logLevelName],
    connectionTimeout: 2000,
    requestTimeout: 5000,
    retry: { retries },
  });
}

async function pingKafka(brokers) {
  const admin = kafkaClient(brokers, 'NOTHING', 0).admin();
  try {
    await withTimeout(admin.connect(), 5000, 'kafka connect');
    await withTimeout(admin.listTopics(), 5000, 'kafka listTopics');
    // A broker can list topics before it can host partitions: make sure a topic gets a leader.
    await withTimeout(
      admin.createTopics({ topics: [{ topic: 'profyle-servers-ready', numPartitions: 1 }], waitForLeaders: true }),
      10000,
      'kafka createTopics',
    );
    const meta = await withTimeout(admin.fetchTopicMetadata({ topics: ['profyle-servers-ready'] }), 5000, 'kafka metadata');
    const partitions = meta.topics[0]?.partitions ?? [];
    if (partitions.length === 0 || partitions.some((p) => p.leader < 0)) {
      throw new Error('probe topic has no leader yet');
    }
    // Consumer groups need the group coordinator (its __consumer_offsets topic is created on first use).
    await withTimeout(admin.describeGroups(['profyle-servers-ready']), 10000, 'kafka group coordinator');
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

async function pingMongo(url) {
  const { MongoClient } = load('mongodb');
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 2000, connectTimeoutMS: 2000 });
  try {
    await withTimeout(client.connect(), 5000, 'mongodb connect');
    const res = await withTimeout(client.db('admin').command({ ping: 1 }), 5000, 'mongodb ping');
    if (res.ok !== 1) throw new Error(`ping answered ${JSON.stringify(res)}`);
  } finally {
    await client.close().catch(() => undefined);
  }
}

async function waitFor(what, ping, target, timeoutSeconds, pid) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let lastError = 'no attempt yet';
  for (;;) {
    if (!alive(pid)) {
      process.stderr.write(`probe: ${what} process ${pid} exited before answering (last error: ${lastError})\n`);
      process.exit(3);
    }
    try {
      await ping(target);
      return;
    } catch (err) {
      lastError = err && err.message ? err.message : String(err);
    }
    if (Date.now() >= deadline) {
      process.stderr.write(`probe: ${what} at ${target} did not answer within ${timeoutSeconds} s (last error: ${lastError})\n`);
      process.exit(4);
    }
    await sleep(1000);
  }
}

async function smokeKafka(brokers) {
  const { Partitioners } = load('kafkajs');
  const kafka = kafkaClient(brokers, 'ERROR', 5);
  const topic = 'profyle-servers-check';
  const value = `check-${randomUUID()}`;
  const admin = kafka.admin();
  await admin.connect();
  if (!(await admin.listTopics()).includes(topic)) {
    await admin.createTopics({ topics: [{ topic, numPartitions: 1 }], waitForLeaders: true });
  }
  await admin.disconnect();

  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner, allowAutoTopicCreation: false });
  await producer.connect();
  await producer.send({ topic, messages: [{ key: 'check', value }] });
  await producer.disconnect();

  const consumer = kafka.consumer({ groupId: `profyle-servers-check-${randomUUID()}` });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  const started = Date.now();
  try {
    await withTimeout(
      new Promise((resolve, reject) => {
        consumer
          .run({
            eachMessage: async ({ message }) => {
              if (message.value && message.value.toString() === value) resolve();
            },
          })
          .catch(reject);
      }),
      30000,
      'kafka consume',
    );
  } finally {
    await consumer.disconnect().catch(() => undefined);
  }
  process.stdout.write(`kafka ok: produced and consumed '${value}' on ${topic} in ${Date.now() - started} ms\n`);
}

async function smokeMongo(url) {
  const { MongoClient } = load('mongodb');
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 5000 });
  await client.connect();
  try {
    const db = client.db('profyle_servers_check');
    const ping = await db.command({ ping: 1 });
    if (ping.ok !== 1) throw new Error(`ping answered ${JSON.stringify(ping)}`);
    const id = randomUUID();
    await db.collection('check').insertOne({ _id: id, at: new Date(), nested: { n: 1 } });
    const found = await db.collection('check').findOne({ _id: id });
    if (!found || found.nested.n !== 1) throw new Error(`inserted document ${id} was not found again`);
    await db.dropDatabase();
    process.stdout.write(`mongodb ok: ping, insert and find of ${id} round-tripped\n`);
  } finally {
    await client.close();
  }
}

async function main() {
  const [cmd, target, timeout, pid] = process.argv.slice(2);
  if (!cmd || !target) {
    process.stderr.write('usage: probe.cjs <wait-kafka|wait-mongo|ping-kafka|ping-mongo|smoke-kafka|smoke-mongo> <target> [timeoutSeconds] [pid]\n');
    process.exit(2);
  }
  const seconds = Number(timeout ?? 120);
  const watch = pid ? Number(pid) : 0;
  switch (cmd) {
    case 'wait-kafka':
      return waitFor('kafka', pingKafka, target, seconds, watch);
    case 'wait-mongo':
      return waitFor('mongodb', pingMongo, target, seconds, watch);
    case 'ping-kafka':
      return pingKafka(target);
    case 'ping-mongo':
      return pingMongo(target);
    case 'smoke-kafka':
      return smokeKafka(target);
    case 'smoke-mongo':
      return smokeMongo(target);
    default:
      process.stderr.write(`probe: unknown command '${cmd}'\n`);
      process.exit(2);
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`probe: ${err && err.message ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
