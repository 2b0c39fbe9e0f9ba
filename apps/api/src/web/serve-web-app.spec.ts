import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Module, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { serveWebApp } from './serve-web-app';

@Module({})
class EmptyModule {}

describe('serving the web app', () => {
  let dist: string;
  let app: INestApplication;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    // A file where an api path is: the api's paths must never be looked up on disk.
    mkdirSync(join(dist, 'v1'));
    writeFileSync(join(dist, 'v1', 'people'), 'not the api');
    app = await NestFactory.create<NestExpressApplication>(EmptyModule, { logger: false });
    expect(serveWebApp(app as NestExpressApplication, dist)).toBe(true);
    await app.init();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the built files, cached for an hour', async () => {
    const res = await request(app.getHttpServer()).get('/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.text).toBe('console.log(1)');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a client route with the index', async () => {
    const res = await request(app.getHttpServer()).get('/people/123');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>portal</title>');
  });

  it('never looks for an api path on disk', async () => {
    const res = await request(app.getHttpServer()).get('/v1/people');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('not the api');
  });
});
