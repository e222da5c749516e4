import {
  formatChinaTime,
  SCENE_DATA,
  SHARE_LINK_LIMITS,
  SHARE_LINK_SCENES,
  SHARE_SCENES,
  SHARE_VALIDITIES,
  shareLinkResource,
  shareLinkState,
  TEST_IDS,
  type RowOf,
  type ShareSceneName,
} from '@roadwatch/core';
import { Checkbox, Form, InputNumber, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';
import { ShareLinkActions } from '../../sharing/ShareLinkActions';
import { ShareLinkStateTag } from '../../sharing/ShareLinkStateTag';
import { ShareTargetSelect } from '../../sharing/ShareTargetSelect';
import '../../sharing/sharing.css';

type Row = RowOf<typeof shareLinkResource>;
const ids = TEST_IDS.sharing;
const k = (key: string) => `sharing.${key}`;

const FORM_DEFAULTS = {
  scene: 'vehicle',
  sharedData: ['position', 'track'],
  historyHours: 24,
  validity: '1',
};

/** Share links (`infoShareLink`): add a link for vehicles or warehouses, show its address and QR code, disable it. */
export function InfoShareLink({ route }: PageProps) {
  const { t } = useTranslation('sharing');
  // Disabling remounts the page so the list reads the link's new state from the server.
  const [version, setVersion] = useState(0);
  // States are judged at the time the list was (re)read.
  const [now, setNow] = useState(() => Date.now());
  const mayDisable = route.meta.operationIds.includes('infoShareLink:disable');

  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      { field: 'scene', header: k('scene'), width: 90, format: (v) => t(k(`scenes.${String(v)}`)) },
      {
        field: 'targetNames',
        header: k('targets'),
        flex: 1,
        width: 130,
        format: (_, r) => r.targetNames.join(t(k('listSeparator'))),
      },
      {
        field: 'sharedData',
        header: k('content'),
        width: 150,
        format: (_, r) => r.sharedData.map((d) => t(k(`data.${d}`))).join(t(k('listSeparator'))),
      },
      {
        field: 'historyHours',
        header: k('historyHours'),
        width: 80,
        format: (_, r) => t(k('hoursValue'), { count: r.historyHours }),
      },
      {
        field: 'validity',
        header: k('validity'),
        width: 90,
        format: (_, r) =>
          r.validity === 'custom'
            ? t(k('hoursValue'), { count: r.customHours ?? 0 })
            : t(k(`validities.${r.validity}`)),
      },
      {
        field: 'expiresAt',
        header: k('expiresAt'),
        width: 165,
        format: (_, r) => (r.expiresAt === null ? t(k('never')) : formatChinaTime(r.expiresAt)),
      },
      {
        field: 'disabledTime',
        header: k('state'),
        width: 90,
        render: (r) => <ShareLinkStateTag row={r} now={now} />,
      },
      {
        field: 'createdTime',
        header: k('createdTime'),
        width: 165,
        format: (_, r) => formatChinaTime(r.createdTime),
      },
      { field: 'creatorName', header: k('creator'), width: 100 },
      { field: 'departmentName', header: k('department'), width: 110 },
      {
        field: 'id',
        header: k('actions'),
        width: 120,
        render: (r) => (
          <ShareLinkActions
            row={r}
            mayDisable={mayDisable && shareLinkState(r, now) === 'valid'}
            onDisabled={() => {
              setNow(Date.now());
              setVersion((v) => v + 1);
            }}
          />
        ),
      },
    ],
    [mayDisable, now, t],
  );

  const filters = useMemo<ResourceFilter[]>(
    () => [
      {
        name: 'scene',
        label: k('scene'),
        input: (
          <Select
            allowClear
            style={{ width: 140 }}
            options={SHARE_LINK_SCENES.map((s) => ({ value: s, label: t(k(`scenes.${s}`)) }))}
          />
        ),
      },
    ],
    [t],
  );

  return (
    <ResourcePage
      key={version}
      resource={shareLinkResource}
      route={route}
      ns="sharing"
      title={k('title')}
      columns={columns}
      filters={filters}
      formWidth={620}
      formDefaults={FORM_DEFAULTS}
      fromForm={(values) => {
        const { customHours, ...rest } = values;
        return rest.validity === 'custom' ? { ...rest, customHours } : rest;
      }}
      formFields={({ form, rule }) => <ShareLinkFields form={form} rule={rule} />}
    />
  );
}

function ShareLinkFields({
  form,
  rule,
}: {
  form: Parameters<Parameters<typeof ResourcePage>[0]['formFields']>[0]['form'];
  rule: Parameters<Parameters<typeof ResourcePage>[0]['formFields']>[0]['rule'];
}) {
  const { t } = useTranslation('sharing');
  const scene = (Form.useWatch('scene', form) as ShareSceneName | undefined) ?? 'vehicle';
  const validity = Form.useWatch('validity', form) as string | undefined;
  return (
    <>
      <Form.Item name="scene" label={t(k('scene'))} required rules={[rule('scene')]}>
        <Radio.Group
          data-testid={ids.scene}
          options={SHARE_SCENES.map((s) => ({ value: s, label: t(k(`scenes.${s}`)) }))}
          onChange={(e) => {
            const next = e.target.value as ShareSceneName;
            form.setFieldsValue({
              targetIds: [],
              sharedData: [...SCENE_DATA[next]].slice(0, next === 'vehicle' ? 2 : 1),
            });
          }}
        />
      </Form.Item>
      <Form.Item
        name="targetIds"
        label={t(k(scene === 'vehicle' ? 'vehicles' : 'warehouses'))}
        required
        rules={[rule('targetIds')]}
      >
        <ShareTargetSelect scene={scene} />
      </Form.Item>
      <Form.Item name="sharedData" label={t(k('content'))} required rules={[rule('sharedData')]}>
        <Checkbox.Group
          data-testid={ids.content}
          options={SCENE_DATA[scene].map((d) => ({ value: d, label: t(k(`data.${d}`)) }))}
        />
      </Form.Item>
      <Form.Item name="historyHours" label={t(k('historyHours'))} required rules={[rule('historyHours')]}>
        <InputNumber
          min={1}
          max={SHARE_LINK_LIMITS.maxHistoryHours}
          precision={0}
          suffix={t(k('hoursUnit'))}
          data-testid={ids.historyHours}
        />
      </Form.Item>
      <Form.Item name="validity" label={t(k('validity'))} required rules={[rule('validity')]}>
        <Radio.Group
          data-testid={ids.validity}
          options={SHARE_VALIDITIES.map((v) => ({ value: v, label: t(k(`validities.${v}`)) }))}
        />
      </Form.Item>
      {validity === 'custom' && (
        <Form.Item name="customHours" label={t(k('customHours'))} required rules={[rule('customHours')]}>
          <InputNumber
            min={1}
            max={SHARE_LINK_LIMITS.maxCustomHours}
            precision={0}
            suffix={t(k('hoursUnit'))}
            data-testid={ids.customHours}
          />
        </Form.Item>
      )}
    </>
  );
}
