import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { errorBodySchema, TEXT_LIMITS } from '@profyle/contracts';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { PUBLIC_ROUTE } from '../auth/auth.guard';
import { API_CONTRACT, type ApiContractSpec } from './api-contract';

/** One route of the running application, as Nest registered it. */
export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI form: `/v1/enterprise/{orgId}/people`. */
  path: string;
  /** `SavePersonController.save`, for messages. */
  handler: string;
  contract: ApiContractSpec | undefined;
  isPublic: boolean;
  pathParams: string[];
  readsBody: boolean;
  readsQuery: boolean;
}

const METHODS: Partial<Record<RequestMethod, ApiRoute['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

const joinPath = (...parts: (string | undefined)[]): string =>
  `/${parts
    .flatMap((part) => (part ?? '').split('/'))
    .filter(Boolean)
    .join('/')}`;

/** Every route of every controller the application registered. */
export const discoverRoutes = (modules: ModulesContainer): ApiRoute[] => {
  const scanner = new MetadataScanner();
  const routes: ApiRoute[] = [];
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!controller?.prototype) continue;
      const base = Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined;
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as object;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const own = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (!method || own === undefined) continue;
        const args = Object.keys((Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) as Record<string, unknown> | undefined) ?? {});
        const reads = (type: RouteParamtypes) => args.some((key) => key.split(':')[0] === String(type));
        for (const prefix of [base].flat()) {
          for (const suffix of [own].flat()) {
            const nestPath = joinPath(prefix, suffix);
            routes.push({
              method,
              path: nestPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}'),
              handler: `${controller.name}.${name}`,
              contract: Reflect.getMetadata(API_CONTRACT, handler) as ApiContractSpec | undefined,
              isPublic: Boolean(Reflect.getMetadata(PUBLIC_ROUTE, handler) ?? Reflect.getMetadata(PUBLIC_ROUTE, controller)),
              pathParams: [...nestPath.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]),
              readsBody: reads(RouteParamtypes.BODY),
              readsQuery: reads(RouteParamtypes.QUERY),
            });
          }
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
};

const defaultTag = (path: string): string => path.split('/').filter((segment) => segment && !/^v\d+$/.test(segment) && !segment.startsWith('{'))[0] ?? 'api';

const responsesOf = (contract: ApiContractSpec): ZodOpenApiOperationObject['responses'] => {
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, answer] of Object.entries(contract.responses)) {
    if (answer === null) responses[status] = { description: status === '302' ? 'Redirect (see Location)' : 'No content' };
    else if (answer instanceof z.ZodType) responses[status] = { description: 'OK', content: { 'application/json': { schema: answer } } };
    else if (answer.content) responses[status] = { description: answer.description, content: Object.fromEntries(Object.entries(answer.content).map(([type, schema]) => [type, { schema }])) };
    else responses[status] = { description: answer.description, ...(answer.schema ? { content: { [answer.contentType ?? 'application/json']: { schema: answer.schema } } } : {}) };
  }
  responses.default = { description: "An error in the spec's shape", content: { 'application/json': { schema: errorBodySchema } } };
  return responses as ZodOpenApiOperationObject['responses'];
};

/** A multipart/form-data body of one file: the file's bytes in its field, sent as one of the types. */
const uploadBody = (upload: NonNullable<ApiContractSpec['upload']>): NonNullable<ZodOpenApiOperationObject['requestBody']> => ({
  required: true,
  description: upload.description,
  content: {
    'multipart/form-data': {
      schema: z.object({ [upload.field]: z.string().meta({ format: 'binary', description: upload.description }) }),
      encoding: { [upload.field]: { contentType: upload.contentTypes.join(', ') } },
    },
  },
});

const operationOf = (route: ApiRoute, contract: ApiContractSpec): ZodOpenApiOperationObject => {
  const params = contract.params ?? z.object(Object.fromEntries(route.pathParams.map((name) => [name, z.string().min(1).max(TEXT_LIMITS.token)])));
  return {
    operationId: route.handler.replace('.', '_'),
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: contract.tags ?? [defaultTag(route.path)],
    security: route.isPublic ? [] : [{ bearer: [] }],
    requestParams: { ...(route.pathParams.length > 0 ? { path: params } : {}), ...(contract.query ? { query: contract.query } : {}) },
    ...(contract.body ? { requestBody: { required: true, content: { 'application/json': { schema: contract.bodyShape ?? contract.body } } } } : {}),
    ...(contract.upload ? { requestBody: uploadBody(contract.upload) } : {}),
    responses: responsesOf(contract),
  };
};

/** The OpenAPI 3.1 document of every route that declares its contract. */
export const openApiDocument = (routes: ApiRoute[], version: string) => {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routes) {
    if (!route.contract) continue;
    paths[route.path] = { ...paths[route.path], [route.method]: operationOf(route, route.contract) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Profyle admin portal API',
      version,
      description:
        "Every answer that is not a success is an error in the spec's shape: { errorMessage, errors: [{ path, msg }] }. Sign in with POST /v1/auth/password (or an e-mail link) and send the access token as a bearer token.",
    },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  });
};

/** Why the document is incomplete: one line per route and missing part, naming the handler. */
export const contractProblems = (routes: ApiRoute[]): string[] =>
  routes.flatMap((route) => {
    const where = `${route.method.toUpperCase()} ${route.path} (${route.handler})`;
    if (!route.contract) return [`${where}: no @ApiContract({ summary, body?, query?, responses }) on the handler`];
    const problems: string[] = [];
    if (route.readsBody && !route.contract.body && !route.contract.upload) problems.push(`${where}: reads a @Body() but its contract declares no body schema`);
    if (route.readsQuery && !route.contract.query) problems.push(`${where}: reads @Query() but its contract declares no query schema`);
    if (Object.keys(route.contract.responses).length === 0) problems.push(`${where}: its contract declares no success response`);
    return problems;
  });

/** Request strings without a maximum length, as `METHOD path: where`, found in the rendered document. */
export const unboundedRequestStrings = (document: ReturnType<typeof openApiDocument>): string[] => {
  const found: string[] = [];
  const schemas = (document.components?.schemas ?? {}) as Record<string, unknown>;
  const walk = (schema: unknown, where: string, seen: Set<unknown>): void => {
    if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
    seen.add(schema);
    const node = schema as Record<string, unknown>;
    if (typeof node.$ref === 'string') return walk(schemas[node.$ref.split('/').pop() as string], where, seen);
    const types = [node.type].flat();
    if (types.includes('string') && node.maxLength === undefined && node.enum === undefined && node.const === undefined && node.format === undefined) found.push(where);
    for (const [key, value] of Object.entries((node.properties as Record<string, unknown>) ?? {})) walk(value, `${where}.${key}`, seen);
    for (const key of ['items', 'additionalProperties', 'propertyNames', 'not']) walk(node[key], `${where}${key === 'items' ? '[]' : `<${key}>`}`, seen);
    for (const key of ['anyOf', 'oneOf', 'allOf', 'prefixItems']) for (const [i, sub] of ((node[key] as unknown[]) ?? []).entries()) walk(sub, `${where}<${key}:${i}>`, seen);
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item as Record<string, Record<string, unknown>>)) {
      const label = `${method.toUpperCase()} ${path}`;
      for (const parameter of (operation.parameters as { name: string; in: string; schema: unknown }[]) ?? []) walk(parameter.schema, `${label}: ${parameter.in} ${parameter.name}`, new Set());
      const body = (operation.requestBody as { content?: Record<string, { schema: unknown }> } | undefined)?.content?.['application/json']?.schema;
      if (body) walk(body, `${label}: body`, new Set());
    }
  }
  return found;
};
