import { beforeEach, describe, expect, it } from 'vitest';
import {
  closeOtherTabs,
  closeTab,
  keepTabsOf,
  moveTab,
  resetTabs,
  visitedTabs,
  visitTab,
} from './visitedTabs';

const paths = () => visitedTabs.list.map((t) => t.path);

describe('visited tabs', () => {
  beforeEach(() => {
    resetTabs();
    for (const path of ['/a', '/b', '/c']) visitTab({ path, search: '' });
  });

  it('adds each page once and remembers its latest query', () => {
    visitTab({ path: '/b', search: '?x=1' });
    expect(paths()).toEqual(['/a', '/b', '/c']);
    expect(visitedTabs.list[1]?.search).toBe('?x=1');
  });

  it('closing a tab shows its right neighbour, else its left one', () => {
    expect(closeTab('/b')).toEqual({ closed: true, neighbour: { path: '/c', search: '' } });
    expect(closeTab('/c')).toEqual({ closed: true, neighbour: { path: '/a', search: '' } });
    expect(paths()).toEqual(['/a']);
  });

  it('never closes the last tab', () => {
    closeOtherTabs('/b');
    expect(paths()).toEqual(['/b']);
    expect(closeTab('/b')).toEqual({ closed: false });
    expect(paths()).toEqual(['/b']);
  });

  it('moves a tab forward and backward, and not past either end', () => {
    moveTab('/c', -1);
    expect(paths()).toEqual(['/a', '/c', '/b']);
    moveTab('/a', -1);
    moveTab('/b', 1);
    expect(paths()).toEqual(['/a', '/c', '/b']);
    moveTab('/a', 1);
    expect(paths()).toEqual(['/c', '/a', '/b']);
  });

  it('drops tabs of pages the user can no longer open', () => {
    keepTabsOf(new Set(['/a', '/c']));
    expect(paths()).toEqual(['/a', '/c']);
  });
});
