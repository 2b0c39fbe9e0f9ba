import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Controller, Get, Header } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { z } from 'zod';
import { Public } from '../../shared/auth/auth.guard';
import { ApiContract } from '../../shared/openapi/api-contract';
import { discoverRoutes, openApiDocument } from '../../shared/openapi/openapi-document';

const { version } = JSON.parse(readFileSync(join(__dirname, '../../../package.json'), 'utf8')) as { version: string };

/** Where the reference page's own files are served from (bootstrap mounts swagger-ui-dist there). */
export const API_REFERENCE_ASSETS = '/docs/assets/';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Profyle admin portal API</title>
    <link rel="stylesheet" href="${API_REFERENCE_ASSETS}swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${API_REFERENCE_ASSETS}swagger-ui-bundle.js"></script>
    <script src="/docs/init.js"></script>
  </body>
</html>
`;

/**
 * No inline script: the page's CSP allows scripts from this server only. The tags start collapsed: with
 * every operation listed at once, Swagger UI 5 stopped drawing after the first few tags once the document
 * passed about 115 paths (no error; the rest of the page simply never appeared).
 */
const INIT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#swagger-ui', deepLinking: true, tryItOutEnabled: false, docExpansion: 'none' });
});
`;

/**
 * GET /openapi.json: the OpenAPI 3.1 document of every route, generated from the routes' @ApiContract
 * declarations (the contracts' zod schemas) once the application has started. GET /docs: a browsable
 * reference of it (Swagger UI, served from this server; nothing from elsewhere).
 */
@Controller()
export class ApiReferenceController {
  private document: ReturnType<typeof openApiDocument> | null = null;

  constructor(private readonly modules: ModulesContainer) {}

  @Public()
  @ApiContract({ summary: 'The OpenAPI 3.1 document of this api', tags: ['reference'], responses: { 200: z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) }) } })
  @Get('openapi.json')
  openApi() {
    this.document ??= openApiDocument(discoverRoutes(this.modules), version);
    return this.document;
  }

  @Public()
  @ApiContract({ summary: 'The browsable API reference', tags: ['reference'], responses: { 200: { description: 'The reference page', schema: z.string().max(100_000), contentType: 'text/html' } } })
  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return PAGE;
  }

  @Public()
  @ApiContract({ summary: "The reference page's start-up script", tags: ['reference'], responses: { 200: { description: 'JavaScript', schema: z.string().max(100_000), contentType: 'text/javascript' } } })
  @Get('docs/init.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  init(): string {
    return INIT;
  }
}
