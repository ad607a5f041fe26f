import { describe, expect, it } from 'vitest';
import { page } from '../../../shared/http/envelopes';
import { normalizePage, pageRequest, pageWindow, paginate } from '../../../shared/http/pagination';

const path = 'http://127.0.0.1:3000/api/v1/system/clients';

describe('Laravel pagination', () => {
  it('builds links and meta in Laravel key order for a middle page', () => {
    const body = paginate(['a', 'b'], { total: 25, page: 2, perPage: 10, path });
    expect(Object.keys(body.meta)).toEqual([
      'current_page',
      'from',
      'last_page',
      'links',
      'path',
      'per_page',
      'to',
      'total',
    ]);
    expect(body.links).toEqual({
      first: `${path}?page=1`,
      last: `${path}?page=3`,
      prev: `${path}?page=1`,
      next: `${path}?page=3`,
    });
    expect(body.meta).toMatchObject({
      current_page: 2,
      from: 11,
      to: 12,
      last_page: 3,
      per_page: 10,
      total: 25,
      path,
    });
    expect(body.meta.links).toEqual([
      { url: `${path}?page=1`, label: 'pagination.previous', active: false },
      { url: `${path}?page=1`, label: '1', active: false },
      { url: `${path}?page=2`, label: '2', active: true },
      { url: `${path}?page=3`, label: '3', active: false },
      { url: `${path}?page=3`, label: 'pagination.next', active: false },
    ]);
  });

  it('answers an empty list with one page, null from/to and no prev/next', () => {
    const body = paginate([], { total: 0, page: 1, perPage: 10, path });
    expect(body.meta).toMatchObject({ current_page: 1, from: null, to: null, last_page: 1, total: 0 });
    expect(body.links).toEqual({ first: `${path}?page=1`, last: `${path}?page=1`, prev: null, next: null });
  });

  it('does not cap a page past the last one', () => {
    const body = paginate([], { total: 25, page: 9, perPage: 10, path });
    expect(body.meta).toMatchObject({ current_page: 9, from: null, to: null, last_page: 3 });
    expect(body.links.prev).toBe(`${path}?page=8`);
    expect(body.links.next).toBeNull();
  });

  it.each([
    [1, 13, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]],
    [1, 20, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, '...', 19, 20]],
    [7, 20, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, '...', 19, 20]],
    [10, 20, [1, 2, '...', 7, 8, 9, 10, 11, 12, 13, '...', 19, 20]],
    [14, 20, [1, 2, '...', 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
    [20, 20, [1, 2, '...', 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]],
  ])('windows page %i of %i as Laravel does', (current, last, expected) => {
    expect(pageWindow(current, last)).toEqual(expected);
  });

  it('renders a window gap as a null url with label "..."', () => {
    const body = paginate(['x'], { total: 200, page: 10, perPage: 10, path });
    expect(body.meta.links.filter((link) => link.label === '...')).toEqual([
      { url: null, label: '...', active: false },
      { url: null, label: '...', active: false },
    ]);
  });

  it.each([
    ['3', 3],
    [undefined, 1],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['2.5', 1],
    ['', 1],
    [' 4 ', 4],
  ])('reads page %j as %i', (raw, expected) => {
    expect(normalizePage(raw)).toBe(expected);
  });

  it('reads the page asked for from a validated query: 10 a page unless per_page says otherwise', () => {
    expect(pageRequest({ page: '3', per_page: 25 })).toEqual({ page: 3, perPage: 25 });
    expect(pageRequest({ search: 'x' })).toEqual({ page: 1, perPage: 10 });
    expect(pageRequest(undefined)).toEqual({ page: 1, perPage: 10 });
  });

  it("shapes a domain list's items and total as the page the request asked for, at its address", () => {
    const result = page({ items: ['k'], total: 21 }, { page: { page: 3, perPage: 10 }, resourceUrl: path });
    expect(result).toEqual({
      kind: 'page',
      page: paginate(['k'], { total: 21, page: 3, perPage: 10, path }),
    });
  });
});
