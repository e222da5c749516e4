import { ENDPOINTS, type DepartmentNode, type VehicleFormOptions } from '@roadwatch/core';
import { useEffect, useState } from 'react';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';

const EMPTY: VehicleFormOptions = { departments: [], fleets: [], drivers: [], vehicleTypes: [] };

/** The vehicle page's choices (departments, fleets, drivers, vehicle types), loaded once per page. */
export function useVehicleFormOptions(): VehicleFormOptions {
  const [options, setOptions] = useState<VehicleFormOptions>(EMPTY);
  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.vehicleFormOptions, {})
      .then((answer) => live && setOptions(answer))
      .catch((error: unknown) => logError('pageLoad', 'vehicleFormOptions failed', error));
    return () => {
      live = false;
    };
  }, []);
  return options;
}

/** Each department's id with the ids above it (itself first): a vehicle may join a fleet of any of them. */
export function departmentLines(tree: readonly DepartmentNode[]): Map<number, number[]> {
  const lines = new Map<number, number[]>();
  const walk = (nodes: readonly DepartmentNode[], above: number[]) => {
    for (const n of nodes) {
      lines.set(n.id, [n.id, ...above]);
      walk(n.children, [n.id, ...above]);
    }
  };
  walk(tree, []);
  return lines;
}

export interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

export function departmentTreeOptions(tree: readonly DepartmentNode[]): TreeOption[] {
  return tree.map((n) => ({ value: n.id, title: n.name, children: departmentTreeOptions(n.children) }));
}
