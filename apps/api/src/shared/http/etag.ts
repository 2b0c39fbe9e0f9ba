import { HttpException, HttpStatus } from '@nestjs/common';
import type { Response } from 'express';

/** Weak ETag of an entity: its stream revision. */
export const etagOf = (revision: number): string => `W/"${revision}"`;

export const setEtag = (response: Response, revision: number | null): void => {
  if (revision !== null) response.setHeader('ETag', etagOf(revision));
};

/** The revision named by an If-Match header (`W/"3"` or `"3"`), undefined when absent. */
export const parseIfMatch = (header: string | undefined): number | undefined => {
  if (header === undefined || header.trim() === '' || header.trim() === '*') return undefined;
  const match = /^(?:W\/)?"(\d+)"$/.exec(header.trim());
  if (!match) throw new HttpException({ errorMessage: 'If-Match must be an ETag this API returned, like W/"3"', errors: [{ path: 'If-Match', msg: 'Invalid ETag' }] }, HttpStatus.BAD_REQUEST);
  return Number(match[1]);
};
