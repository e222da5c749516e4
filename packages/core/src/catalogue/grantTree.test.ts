import { describe, expect, it } from 'vitest';
import { resources } from '../i18n';
import { ALL_OPERATION_IDS } from './operations';
import { grantedOperations, grantTree, type GrantNode } from './grantTree';

const leaves = (nodes: GrantNode[]): string[] =>
  nodes.flatMap((n) => (n.children.length === 0 ? [n.key] : leaves(n.children)));

describe('grantTree', () => {
  it('offers every operation of the catalogue to someone who holds them all, each exactly once', () => {
    const all = leaves(grantTree(ALL_OPERATION_IDS));
    expect(all.sort()).toEqual([...ALL_OPERATION_IDS].sort());
  });

  it('shows only what the author holds and leaves out empty menus', () => {
    const tree = grantTree(['mapMonitor', 'mapMonitor:locate', 'roleList']);
    expect(tree.map((n) => n.key)).toEqual(['dir:monitorCenter', 'dir:basicData']);
    expect(leaves(tree).sort()).toEqual(['mapMonitor', 'mapMonitor:locate', 'roleList']);
    const map = tree[0]?.children[0];
    expect(map).toMatchObject({ key: 'page:mapMonitor', kind: 'page', en: 'Live map' });
    expect(map?.children.map((c) => c.action)).toEqual(['view', 'locate']);
  });

  it('nests menus, pages and operations up to the catalogue’s depth', () => {
    const tree = grantTree(['driverScore']);
    expect(tree[0]?.key).toBe('dir:activeSafety');
    expect(leaves(tree)).toEqual(['driverScore']);
  });
});

describe('grantedOperations', () => {
  it('keeps operation ids only and brings the page of every action', () => {
    expect(
      grantedOperations(['dir:monitorCenter', 'page:mapMonitor', 'mapMonitor:locate', 'roleList']),
    ).toEqual(['mapMonitor', 'mapMonitor:locate', 'roleList']);
  });
});

describe('action labels', () => {
  it('has a label for every action of the catalogue in both languages', () => {
    const actions = new Set(ALL_OPERATION_IDS.flatMap((op) => (op.includes(':') ? [op.split(':')[1]!] : [])));
    for (const labels of [resources['zh-CN'].organisation.actions, resources['en-US'].organisation.actions])
      for (const a of [...actions, 'view']) expect(labels[a as keyof typeof labels], a).toBeTruthy();
  });
});
