import { Controller, Get, type INestApplication, Res } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { Response } from 'express';
import request from 'supertest';
import { cspNonce, PagePolicy, PORTAL_PAGE, PUBLIC_PROFYLE_PAGE, SecurityHeaders, withSources } from './security-headers';

@Controller('p')
@PagePolicy(PUBLIC_PROFYLE_PAGE)
class PublicPageController {
  @Get(':slug')
  page(@Res() response: Response): void {
    response.type('html').send(`<style nonce="${cspNonce(response)}">body{margin:0}</style><p>Ada</p>`);
  }
}

@Controller('portal-page')
class PortalPageController {
  @Get()
  page(): string {
    return 'portal';
  }
}

describe('page security policies', () => {
  let app: INestApplication;

  beforeAll(async () => {
    const headers = new SecurityHeaders(undefined);
    const module = await Test.createTestingModule({ controllers: [PublicPageController, PortalPageController], providers: [{ provide: SecurityHeaders, useValue: headers }] }).compile();
    app = module.createNestApplication();
    app.use(headers.middleware());
    await app.init();
  });
  afterAll(() => app.close());

  it('lets the public Profyle page be framed by the portal only, with its own nonce for inline styles', async () => {
    const answer = await request(app.getHttpServer()).get('/p/ada');
    const csp = answer.headers['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.text).toContain(`<style nonce="${nonce}">`);
  });

  it('keeps every other page unframeable', async () => {
    const answer = await request(app.getHttpServer()).get('/portal-page');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-frame-options']).toBe('DENY');
  });

  it('adds an adapter’s sources to a policy once each, a missing directive starting from the portal itself', () => {
    const policy = withSources(PORTAL_PAGE, { 'script-src': ['https://js.example', "'self'"], 'frame-src': ['https://pay.example'] });
    expect(policy.directives['script-src']).toEqual(["'self'", 'https://js.example']);
    expect(policy.directives['frame-src']).toEqual(["'self'", 'https://pay.example']);
    expect(PORTAL_PAGE.directives['frame-src']).toBeUndefined();
  });
});
