import type { Page } from '@roadwatch/core';

/** Pages asked at most (a server whose total keeps growing cannot keep the loop going for ever). */
const MAX_PAGES = 1000;

/**
 * Every row of a paged list: asks curPage 1, 2, … until the rows collected reach totalRecords (or a page comes
 * back empty), telling `onProgress` after each page.
 */
export async function loadAllPages<T>(
  fetchPage: (curPage: number) => Promise<Page<T>>,
  onProgress?: (loaded: number, total: number) => void,
): Promise<T[]> {
  const rows: T[] = [];
  for (let curPage = 1; curPage <= MAX_PAGES; curPage++) {
    const page = await fetchPage(curPage);
    rows.push(...page.data);
    onProgress?.(rows.length, page.totalRecords);
    if (page.data.length === 0 || rows.length >= page.totalRecords) break;
  }
  return rows;
}
