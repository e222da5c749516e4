import { describe, expect, it } from 'vitest';
import { loadAllPages } from './loadAllPages';

const server = (total: number, size: number) => {
  const asked: number[] = [];
  const fetchPage = (curPage: number) => {
    asked.push(curPage);
    const start = (curPage - 1) * size;
    const data = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => start + i);
    return Promise.resolve({ data, totalRecords: total });
  };
  return { asked, fetchPage };
};

describe('loadAllPages', () => {
  it('asks page after page from 1 until it holds totalRecords', async () => {
    const { asked, fetchPage } = server(25_000, 10_000);
    const progress: string[] = [];
    const rows = await loadAllPages(fetchPage, (loaded, total) => progress.push(`${loaded}/${total}`));
    expect(rows).toHaveLength(25_000);
    expect(new Set(rows).size).toBe(25_000);
    expect(asked).toEqual([1, 2, 3]);
    expect(progress).toEqual(['10000/25000', '20000/25000', '25000/25000']);
  });

  it('asks once for an empty list, and stops at an empty page even when the total said more', async () => {
    expect(server(0, 10).asked).toEqual([]);
    const empty = server(0, 10);
    expect(await loadAllPages(empty.fetchPage)).toEqual([]);
    expect(empty.asked).toEqual([1]);
    const shrunk = server(5, 10);
    const lying = (curPage: number) =>
      shrunk.fetchPage(curPage).then((page) => ({ ...page, totalRecords: 50 }));
    expect(await loadAllPages(lying)).toHaveLength(5);
    expect(shrunk.asked).toEqual([1, 2]);
  });
});
