import { z } from 'zod';
import { parseBody } from './validation';

describe('parseBody', () => {
  const schema = z.object({ name: z.string().min(1, 'Name is required'), nested: z.object({ flag: z.boolean('Flag must be true or false') }) });

  it('answers the parsed value', () => {
    expect(parseBody(schema, { name: 'a', nested: { flag: true }, extra: 1 })).toEqual({ ok: true, value: { name: 'a', nested: { flag: true } } });
  });

  it('answers every issue as a dotted path and message, the first message as errorMessage', () => {
    expect(parseBody(schema, { name: '', nested: { flag: 'yes' } })).toEqual({
      ok: false,
      error: {
        errorMessage: 'Name is required',
        errors: [
          { path: 'name', msg: 'Name is required' },
          { path: 'nested.flag', msg: 'Flag must be true or false' },
        ],
      },
    });
  });

  it('answers a body that is not an object with an empty path', () => {
    const result = parseBody(schema, null);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.errors[0]?.path).toBe('');
  });
});
