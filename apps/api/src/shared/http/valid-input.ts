import { HttpException, HttpStatus } from '@nestjs/common';
import { parseBody } from '@profyle/contracts';
import type { z } from 'zod';

/** Validates a request body or query with a contracts schema; a refusal is a 400 in the spec's error shape. */
export const validInput = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => {
  const parsed = parseBody(schema, body ?? {});
  if (!parsed.ok) throw new HttpException(parsed.error, HttpStatus.BAD_REQUEST);
  return parsed.value as z.infer<S>;
};
