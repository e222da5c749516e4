import { vehicleInfoResource } from '@roadwatch/core';
import { Card, Input, Select, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VehicleInfoFormFields } from '../../fleet/VehicleInfoFormFields';
import { vehicleChoices, vehicleTypeOptions } from '../../fleet/vehicleChoices';
import { vehicleFromForm, vehicleInfoColumns, vehicleToForm } from '../../fleet/vehicleInfoColumns';
import { departmentTreeOptions, useVehicleFormOptions } from '../../fleet/useVehicleFormOptions';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';
import { VehicleTree } from '../../vehicleTree/VehicleTree';
import '../../fleet/fleetPages.css';

const f = (field: string) => `vehicleInfo.fields.${field}`;

type TreeScope = { key: string; filter: Record<string, unknown> } | null;

/** The list filter a tree node sets. */
const TREE_FILTER = { department: 'departmentId', fleet: 'fleetId', vehicle: 'vehicleId' } as const;

/**
 * Vehicles (`tmsVehicleInfo`): the vehicle tree beside the list — a department or fleet chosen in the tree narrows
 * the list, a vehicle finds its row — and the vehicle form in four tabs. Terminals are bound in terminal management.
 */
export function TmsVehicleInfo({ route }: PageProps) {
  const { t, i18n } = useTranslation('fleet');
  const options = useVehicleFormOptions();
  const choices = vehicleChoices(t);
  const [tree, setTree] = useState<TreeScope>(null);
  const columns = useMemo(() => vehicleInfoColumns(t, i18n.language), [t, i18n.language]);
  const scope = useMemo(() => tree?.filter ?? {}, [tree]);

  const filters = useMemo<ResourceFilter[]>(
    () => [
      {
        name: 'plateNumber',
        label: f('plateNumber'),
        input: <Input allowClear maxLength={32} style={{ width: 150 }} />,
      },
      {
        name: 'departmentId',
        label: f('departmentId'),
        input: (
          <TreeSelect
            treeData={departmentTreeOptions(options.departments)}
            treeDefaultExpandAll
            allowClear
            showSearch
            treeNodeFilterProp="title"
            style={{ width: 180 }}
          />
        ),
      },
      {
        name: 'fleetId',
        label: f('fleetId'),
        input: (
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 150 }}
            options={options.fleets.map((x) => ({ value: x.id, label: x.name }))}
          />
        ),
      },
      {
        name: 'online',
        label: f('online'),
        input: <Select allowClear style={{ width: 110 }} options={choices.online} />,
      },
      {
        name: 'vehicleType',
        label: f('vehicleType'),
        input: (
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ width: 180 }}
            options={vehicleTypeOptions(options, i18n.language)}
          />
        ),
      },
      {
        name: 'status',
        label: f('status'),
        input: <Select allowClear style={{ width: 110 }} options={choices.statuses} />,
      },
    ],
    [options, choices.online, choices.statuses, i18n.language],
  );

  return (
    <div className="fleet-page">
      <Card size="small" className="fleet-page__tree">
        <VehicleTree
          selectedKey={tree?.key ?? null}
          onSelect={(node) => {
            const key = `${node.kind[0]}${node.id}`;
            // A second click on the chosen node shows the whole list again.
            setTree(tree?.key === key ? null : { key, filter: { [TREE_FILTER[node.kind]]: node.id } });
          }}
        />
      </Card>
      <div className="fleet-page__list">
        <ResourcePage
          resource={vehicleInfoResource}
          route={route}
          ns="fleet"
          title="vehicleInfo.title"
          columns={columns}
          filters={filters}
          scope={scope}
          fieldLabel={f}
          formWidth={960}
          formDefaults={{ plateColor: 2, plateFormat: 'ordinary', status: 'inService', freightType: 'own' }}
          toForm={vehicleToForm}
          fromForm={vehicleFromForm}
          formFields={(context) => <VehicleInfoFormFields context={context} options={options} />}
        />
      </div>
    </div>
  );
}
