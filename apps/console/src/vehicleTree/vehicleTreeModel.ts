import type { VehicleTreeResponse, VehicleTreeVehicle } from '@roadwatch/core';

export type TreeNodeKind = 'department' | 'fleet' | 'vehicle';

export interface TreeNode {
  /** 'd12', 'f3', 'v40'. */
  key: string;
  kind: TreeNodeKind;
  id: number;
  label: string;
  children: string[];
  /** Vehicle ids at and below the node (one for a vehicle), in display order. */
  vehicleIds: number[];
  /** How many of those vehicles are online. */
  online: number;
  /** Vehicle nodes: the vehicle. */
  vehicle?: VehicleTreeVehicle;
}

export interface VehicleTreeModel {
  nodes: Map<string, TreeNode>;
  roots: string[];
  vehicles: Map<number, VehicleTreeVehicle>;
}

export interface VisibleRow {
  key: string;
  depth: number;
}

/** A vehicle's label: the system plate, with the custom plate after it when there is one. */
export function vehicleLabel(v: Pick<VehicleTreeVehicle, 'plateNumber' | 'customPlate'>): string {
  return v.customPlate ? `${v.plateNumber}（${v.customPlate}）` : v.plateNumber;
}

/**
 * Department → fleet → vehicle. A vehicle sits under its fleet when the caller sees that fleet, else directly under
 * its department; departments and fleets without vehicles below them are left out (a picker offers vehicles).
 */
export function buildVehicleTree(data: VehicleTreeResponse): VehicleTreeModel {
  const nodes = new Map<string, TreeNode>();
  const node = (kind: TreeNodeKind, id: number, label: string): TreeNode => {
    const n: TreeNode = { key: `${kind[0]}${id}`, kind, id, label, children: [], vehicleIds: [], online: 0 };
    nodes.set(n.key, n);
    return n;
  };
  for (const d of data.departments) node('department', d.id, d.name);
  for (const f of data.fleets) if (nodes.has(`d${f.departmentId}`)) node('fleet', f.id, f.name);
  const fleetsIn = new Map<number, number[]>();
  for (const f of data.fleets) fleetsIn.set(f.departmentId, [...(fleetsIn.get(f.departmentId) ?? []), f.id]);

  const vehicles = new Map<number, VehicleTreeVehicle>();
  for (const v of data.vehicles) {
    vehicles.set(v.id, v);
    const parent = (v.fleetId !== null && nodes.get(`f${v.fleetId}`)) || nodes.get(`d${v.departmentId}`);
    if (!parent) continue;
    const n = node('vehicle', v.id, vehicleLabel(v));
    n.vehicle = v;
    n.vehicleIds.push(v.id);
    n.online = v.online;
    parent.children.push(n.key);
  }

  const roots: string[] = [];
  const subDepartments = new Map<number, number[]>();
  for (const d of data.departments) {
    if (d.parentId === null || !nodes.has(`d${d.parentId}`)) roots.push(`d${d.id}`);
    else subDepartments.set(d.parentId, [...(subDepartments.get(d.parentId) ?? []), d.id]);
  }
  // Post-order: a group's vehicles are its own (fleets' and direct ones) plus its sub-departments'.
  const fill = (key: string): number[] => {
    const n = nodes.get(key)!;
    if (n.kind === 'vehicle') return n.vehicleIds;
    const direct = n.children;
    const groups =
      n.kind === 'department'
        ? [
            ...(subDepartments.get(n.id) ?? []).map((id) => `d${id}`),
            ...(fleetsIn.get(n.id) ?? []).map((id) => `f${id}`),
          ]
        : [];
    const kept = groups.filter((g) => fill(g).length > 0);
    n.children = [...kept, ...direct];
    const children = n.children.map((c) => nodes.get(c)!);
    n.vehicleIds = children.flatMap((c) => c.vehicleIds);
    n.online = children.reduce((sum, c) => sum + c.online, 0);
    return n.vehicleIds;
  };
  return { nodes, roots: roots.filter((r) => fill(r).length > 0), vehicles };
}

/** Vehicles whose system or custom plate contains `text` (any case); null when there is nothing to search for. */
export function matchVehicles(model: VehicleTreeModel, text: string): Set<number> | null {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return null;
  const hits = new Set<number>();
  for (const v of model.vehicles.values())
    if (v.plateNumber.toLowerCase().includes(wanted) || v.customPlate.toLowerCase().includes(wanted))
      hits.add(v.id);
  return hits;
}

/**
 * The rows to draw, top to bottom: the open groups' children; while searching, only the matching vehicles and the
 * groups above them, all open.
 */
export function visibleRows(
  model: VehicleTreeModel,
  expanded: ReadonlySet<string>,
  matches: ReadonlySet<number> | null,
): VisibleRow[] {
  const rows: VisibleRow[] = [];
  const walk = (key: string, depth: number) => {
    const n = model.nodes.get(key)!;
    if (matches && !n.vehicleIds.some((id) => matches.has(id))) return;
    rows.push({ key, depth });
    if (n.kind !== 'vehicle' && (matches || expanded.has(key)))
      for (const c of n.children) walk(c, depth + 1);
  };
  for (const r of model.roots) walk(r, 0);
  return rows;
}

export type CheckState = 'all' | 'some' | 'none';

export function checkStateOf(node: TreeNode, checked: ReadonlySet<number>): CheckState {
  let count = 0;
  for (const id of node.vehicleIds) if (checked.has(id)) count += 1;
  return count === 0 ? 'none' : count === node.vehicleIds.length ? 'all' : 'some';
}

/** Ticking a group ticks every vehicle below it (only those in view while searching); ticking it again clears them. */
export function toggleChecked(
  node: TreeNode,
  checked: ReadonlySet<number>,
  matches: ReadonlySet<number> | null,
): Set<number> {
  const ids = matches ? node.vehicleIds.filter((id) => matches.has(id)) : node.vehicleIds;
  const next = new Set(checked);
  const allOn = ids.every((id) => next.has(id));
  for (const id of ids)
    if (allOn) next.delete(id);
    else next.add(id);
  return next;
}
