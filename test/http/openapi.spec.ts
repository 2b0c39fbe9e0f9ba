/**
 * The OpenAPI document is complete: every route the api registers declares its contract (@ApiContract),
 * with a body schema when it reads a body and a query schema when it reads the query; every request
 * string has a maximum length; the document is served at /openapi.json and browsable at /docs from
 * this server alone.
 */
import { ModulesContainer } from '@nestjs/core';
import { contractProblems, discoverRoutes, unboundedRequestStrings } from '../../apps/api/src/shared/openapi/openapi-document';
import { startTestApp, type TestApp } from '../support/test-app';

describe('the OpenAPI document', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(() => test.destroy());

  it('covers every route of the api: a failure names each route and what it lacks', () => {
    const routes = discoverRoutes(test.app.get(ModulesContainer));
    expect(routes.length).toBeGreaterThan(40);
    const problems = contractProblems(routes);
    if (problems.length > 0) throw new Error(`${problems.length} route(s) missing from or incomplete in the OpenAPI document:\n  ${problems.join('\n  ')}`);
  });

  it('is served at /openapi.json as OpenAPI 3.1 with every route in it', async () => {
    const response = await fetch(`${test.url}/openapi.json`);
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document).toMatchObject({ openapi: '3.1.0', info: { title: 'Profyle admin portal API' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } });
    const missing = discoverRoutes(test.app.get(ModulesContainer))
      .filter((route) => !document.paths[route.path]?.[route.method])
      .map((route) => `${route.method.toUpperCase()} ${route.path} (${route.handler})`);
    expect(missing).toEqual([]);
    expect(document.paths['/v1/enterprise/{orgId}/people/{personId}'].put).toMatchObject({
      security: [{ bearer: [] }],
      requestBody: { required: true },
      responses: { default: { content: { 'application/json': { schema: expect.anything() } } } },
    });
    expect(document.paths['/v1/auth/password'].post.security).toEqual([]);
  });

  it('bounds every string a client may send', async () => {
    const document = await (await fetch(`${test.url}/openapi.json`)).json();
    const unbounded = unboundedRequestStrings(document);
    if (unbounded.length > 0) throw new Error(`request strings without a maximum length:\n  ${unbounded.join('\n  ')}`);
  });

  it('is browsable at /docs with nothing loaded from elsewhere', async () => {
    const page = await fetch(`${test.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(['/docs/assets/swagger-ui.css', '/docs/assets/swagger-ui-bundle.js', '/docs/init.js']);
    for (const source of sources) expect((await fetch(test.url + source)).status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
