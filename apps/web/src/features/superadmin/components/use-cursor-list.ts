import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '@profyle/contracts/admin-users';

const SEARCH_DELAY_MS = 300;

const sizeFrom = (value: string | null): number => ((ADMIN_PAGE_SIZES as readonly number[]).includes(Number(value)) ? Number(value) : DEFAULT_ADMIN_PAGE_SIZE);

/**
 * The URL state of an admin table paged by cursor (organisations, affiliates): `page_size` (10 to 200,
 * 50 when absent), `search` (written 300 ms after typing stops) and `after` (the cursor of this page),
 * plus the table's own filters. The cursors of the pages before are kept so Previous needs no counting.
 * Changing a filter, the search or the page size goes back to the first page.
 */
export const useCursorList = () => {
  const [params, setParams] = useSearchParams();
  const pageSize = sizeFrom(params.get('page_size'));
  const search = params.get('search') ?? '';
  const after = params.get('after') ?? undefined;
  const [previous, setPrevious] = useState<string[]>([]);
  const [searchText, setSearchText] = useState(search);

  const update = (changes: Record<string, string | null>, keepCursor = false) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    if (!keepCursor) {
      next.delete('after');
      setPrevious([]);
    }
    setParams(next, { replace: 'search' in changes });
  };

  useEffect(() => {
    const typed = searchText.trim();
    if (typed === search) return;
    const timer = window.setTimeout(() => update({ search: typed || null }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Only the typed text starts the pause: the URL it writes must not restart it.
  }, [searchText]);

  /** The CursorPagination props for a page whose `next` cursor is given. */
  const pagination = (next: string | null | undefined) => ({
    pageSize,
    pageNumber: previous.length + 1,
    hasNext: Boolean(next),
    onPageSize: (size: number) => update({ page_size: size === DEFAULT_ADMIN_PAGE_SIZE ? null : String(size) }),
    onPrevious: () => {
      const before = previous[previous.length - 1];
      setPrevious(previous.slice(0, -1));
      update({ after: before || null }, true);
    },
    onNext: () => {
      if (!next) return;
      setPrevious([...previous, after ?? '']);
      update({ after: next }, true);
    },
  });

  return { params, pageSize, search, after, searchText, setSearchText, update, pagination };
};
