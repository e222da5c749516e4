import { ENDPOINTS, TEST_IDS, type VehicleTreeRequest, type VehicleTreeResponse } from '@roadwatch/core';
import { Checkbox, Empty, Input, Spin } from 'antd';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { VehicleTreeList } from './VehicleTreeList';
import {
  buildVehicleTree,
  matchVehicles,
  visibleRows,
  type TreeNodeKind,
  type VehicleTreeModel,
} from './vehicleTreeModel';
import './vehicleTree.css';

export interface VehicleTreeProps {
  /** The picker's fixed filter flags (isMonitor, isAdas, isCamera …); the search box is the tree's own. */
  flags?: Omit<VehicleTreeRequest, 'keyword'>;
  /** Multi-select pickers: check boxes on every row. */
  checkable?: boolean;
  checked?: readonly number[];
  onCheck?: (vehicleIds: number[]) => void;
  /** A click on a row's name (departments and fleets too, e.g. to filter a list). */
  onSelect?: (node: { kind: TreeNodeKind; id: number }) => void;
  /** Key of the highlighted row ('d12', 'f3', 'v40'). */
  selectedKey?: string | null;
  height?: number | string;
  /** Only these vehicles are listed (a live filter, e.g. online or with open alarms); null lists all. */
  only?: ReadonlySet<number> | null;
}

/**
 * Department → fleet → vehicle, for every vehicle picker. Only the rows in view are in the DOM
 * (@tanstack/react-virtual), so 10,000 vehicles open, scroll and search without delay; the search runs on the
 * loaded vehicles and opens the groups above each match. Marks `vehicleTree:data` and `vehicleTree:paint`
 * (performance marks) when the data arrives and when its first rows are on screen.
 */
export function VehicleTree({
  flags,
  checkable = false,
  checked,
  onCheck,
  onSelect,
  selectedKey,
  height = '100%',
  only = null,
}: VehicleTreeProps) {
  const { t } = useTranslation('fleet');
  const [loaded, setLoaded] = useState<{
    key: string;
    model: VehicleTreeModel | null;
    data?: VehicleTreeResponse;
  } | null>(null);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const flagsKey = JSON.stringify(flags ?? {});

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.vehicleTree, JSON.parse(flagsKey) as VehicleTreeRequest)
      .then((result) => {
        if (!live) return;
        performance.mark('vehicleTree:data');
        const built = buildVehicleTree(result);
        setLoaded({ key: flagsKey, model: built, data: result });
        // The caller's own departments start open.
        setExpanded(new Set(built.roots));
      })
      .catch(() => live && setLoaded({ key: flagsKey, model: null }));
    return () => {
      live = false;
    };
  }, [flagsKey]);

  // Other flags than those loaded: the old tree is not shown while the new one loads.
  const current = loaded?.key === flagsKey ? loaded : null;
  const fullModel = current?.model ?? null;
  const data = current?.data;
  const model = useMemo(
    () =>
      only && data
        ? buildVehicleTree({ ...data, vehicles: data.vehicles.filter((v) => only.has(v.id)) })
        : fullModel,
    [only, data, fullModel],
  );
  const failed = current !== null && current.model === null;
  const query = useDeferredValue(search);
  const matches = useMemo(() => (model ? matchVehicles(model, query) : null), [model, query]);
  const rows = useMemo(
    () => (model ? visibleRows(model, expanded, matches) : []),
    [model, expanded, matches],
  );
  const checkedSet = useMemo(() => new Set(checked ?? []), [checked]);

  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const state = failed ? 'failed' : model ? 'ready' : 'loading';
  return (
    <div
      className="rw-vehicle-tree"
      style={{ height }}
      data-testid={TEST_IDS.vehicleTree.root}
      data-state={state}
      data-count={model?.vehicles.size ?? 0}
    >
      <Input.Search
        allowClear
        size="small"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('tree.search')}
        data-testid={TEST_IDS.vehicleTree.search}
      />
      {!model && !failed && <Spin className="rw-vehicle-tree-spin" tip={t('tree.loading')} size="small" />}
      {model && rows.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tree.empty')} />
      )}
      {model && rows.length > 0 && (
        <VehicleTreeList
          model={model}
          rows={rows}
          expanded={expanded}
          matches={matches}
          highlight={matches ? query.trim() : ''}
          checked={checkable ? checkedSet : null}
          selectedKey={selectedKey}
          onToggle={toggle}
          onCheck={onCheck}
          onSelect={onSelect}
        />
      )}
      {checkable && (
        <div className="rw-vehicle-tree-footer">
          <Checkbox
            checked={model !== null && checkedSet.size > 0 && checkedSet.size === model.vehicles.size}
            indeterminate={model !== null && checkedSet.size > 0 && checkedSet.size < model.vehicles.size}
            onChange={(e) => onCheck?.(e.target.checked && model ? [...model.vehicles.keys()] : [])}
          />
          <span>{t('tree.selected', { count: checkedSet.size })}</span>
        </div>
      )}
    </div>
  );
}
