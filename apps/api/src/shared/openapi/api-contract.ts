import { SetMetadata } from '@nestjs/common';
import type { z } from 'zod';

/**
 * A route's HTTP contract, declared next to its handler and read by the OpenAPI document
 * (GET /openapi.json) and the completeness test that fails for any route without one:
 *
 * ```ts
 * @ApiContract({
 *   summary: 'Save a person',
 *   body: personBodySchema,
 *   responses: { 200: personCreatedSchema, 204: null },
 * })
 * @Put(':personId')
 * save(...) {}
 * ```
 *
 * Schemas are the contracts' zod schemas (libs/contracts): request schemas render as what a client may
 * send (their input), response schemas as what the api answers. Path parameters default to bounded
 * strings; give `params` to say more. Every operation also answers errors in the spec's shape
 * (`default`: ErrorBody). Whether the route needs a bearer token comes from @Public.
 */
export interface ApiContractSpec {
  summary: string;
  description?: string;
  /** Defaults to the first path segment after the version (`enterprise`, `auth`, ...). */
  tags?: string[];
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * What the body looks like, for the document, where `body` validates it in a way the document cannot
   * show (a value whose schema is chosen by another field inside a transform). Must accept exactly what
   * `body` accepts.
   */
  bodyShape?: z.ZodType;
  /**
   * A multipart/form-data body carrying one file in `field` (uploads read with readMultipartFile rather
   * than @Body()); `contentTypes` are the file types the route takes.
   */
  upload?: { field: string; description: string; contentTypes: readonly string[] };
  /**
   * Success answers by status: a schema for a JSON body, null for none (204, or 302 with a Location),
   * or a description with an optional schema and content type, or with `content` for an answer that
   * comes in several types (a JSON list or a CSV file, by the request's Accept header).
   */
  responses: Record<number, z.ZodType | null | ApiResponseSpec>;
}

export interface ApiResponseSpec {
  description: string;
  schema?: z.ZodType;
  contentType?: string;
  /** Content type to schema, for an answer in more than one type. */
  content?: Record<string, z.ZodType>;
}

export const API_CONTRACT = 'profyle:api-contract';

export const ApiContract = (contract: ApiContractSpec) => SetMetadata(API_CONTRACT, contract);
