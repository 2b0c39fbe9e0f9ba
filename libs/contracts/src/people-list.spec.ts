import { peopleListQuerySchema } from './people-list';
import { parseBody } from './validation';

describe('peopleListQuerySchema', () => {
  it('defaults to the first page of 50 sorted by name', () => {
    expect(peopleListQuerySchema.parse({})).toEqual({ page: 0, page_size: 50, sort: 'name' });
  });

  it('parses query strings', () => {
    expect(
      peopleListQuerySchema.parse({ page: '2', page_size: '200', sort: '-created', subscription: 'active', unverified: 'true', card: 'false', group: ' g1 ', search: ' ann ' }),
    ).toEqual({ page: 2, page_size: 200, sort: '-created', subscription: 'active', unverified: true, card: false, group: 'g1', search: 'ann' });
  });

  it('treats blank parameters as absent and repeated ones by their first value', () => {
    expect(peopleListQuerySchema.parse({ search: '  ', group: '', page: ['1', '3'] })).toEqual({ page: 1, page_size: 50, sort: 'name' });
  });

  it('answers the spec message for a search under 3 characters', () => {
    const result = parseBody(peopleListQuerySchema, { search: 'an' });
    expect(result).toEqual({ ok: false, error: { errorMessage: 'Please enter at least 3 characters.', errors: [{ path: 'search', msg: 'Please enter at least 3 characters.' }] } });
  });

  it('refuses page sizes, pages, sorts and filters it does not know', () => {
    const result = parseBody(peopleListQuerySchema, { page: '-1', page_size: '30', sort: 'age', subscription: 'maybe', card: 'yes' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.errors).toEqual([
        { path: 'page', msg: 'Page must be a whole number of 0 or more' },
        { path: 'page_size', msg: 'Page size must be one of 10, 20, 50, 100, 200' },
        { path: 'sort', msg: 'Sort must be one of name, email, created or updated, optionally prefixed with -' },
        { path: 'subscription', msg: 'Invalid filter value' },
        { path: 'card', msg: 'Invalid filter value' },
      ]);
    }
  });
});
