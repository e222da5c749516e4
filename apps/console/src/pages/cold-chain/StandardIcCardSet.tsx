import {
  STANDARD_IC_CARD_LIMITS,
  chinaDayStart,
  formatChinaDate,
  standardIcCardResource,
  type RowOf,
} from '@roadwatch/core';
import { Form, Input, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect } from '../../basicData/DepartmentSelect';
import { DriverSelect } from '../../basicData/DriverSelect';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { useKeywordFilter } from '../../basicData/useKeywordFilter';
import { ChinaDayPicker } from '../../fleet/ChinaDayPicker';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';

type Row = RowOf<typeof standardIcCardResource>;
const k = (key: string) => `standardIcCard.list.${key}`;
const L = STANDARD_IC_CARD_LIMITS;

/**
 * Standard IC cards (`standardIcCardSet`): the company's national-standard driver qualification cards, against
 * which the cards terminals read are marked registered, unregistered or expired on the cold-chain dynamics.
 */
export function StandardIcCardSet({ route }: PageProps) {
  const { t } = useTranslation('standardIcCard');
  const filters = useKeywordFilter(k('keywordHint'));
  // A card is shown expired from the day after its last valid day (the page's opening day is judged).
  const [today] = useState(() => chinaDayStart(Date.now()));
  const columns = useMemo<ResourceColumn<Row>[]>(() => {
    return [
      { field: 'certificateNo', header: k('certificateNo'), width: 200 },
      { field: 'driverName', header: k('driverName'), width: 120 },
      { field: 'issuingAuthority', header: k('issuingAuthority'), width: 200 },
      {
        field: 'validUntil',
        header: k('validUntil'),
        width: 170,
        render: (row) => (
          <>
            {formatChinaDate(row.validUntil)}{' '}
            {row.validUntil < today && <Tag color="error">{t(k('expired'))}</Tag>}
          </>
        ),
      },
      { field: 'linkedDriverName', header: k('linkedDriver'), width: 120 },
      { field: 'remark', header: 'basicData.common.remark', flex: 1, width: 160 },
      ...modifiedColumns<Row>(),
    ];
  }, [t, today]);
  return (
    <ResourcePage
      resource={standardIcCardResource}
      route={route}
      ns="standardIcCard"
      title={k('title')}
      columns={columns}
      filters={filters}
      formFields={({ rule, form }) => (
        <>
          <Form.Item
            name="certificateNo"
            label={t(k('certificateNo'))}
            required
            rules={[rule('certificateNo')]}
            extra={t(k('certificateHint'), { max: L.certificateMax })}
          >
            <Input maxLength={L.certificateMax} />
          </Form.Item>
          <Form.Item name="driverName" label={t(k('driverName'))} required rules={[rule('driverName')]}>
            <Input maxLength={L.driverNameMax} />
          </Form.Item>
          <Form.Item
            name="issuingAuthority"
            label={t(k('issuingAuthority'))}
            required
            rules={[rule('issuingAuthority')]}
          >
            <Input maxLength={L.authorityMax} />
          </Form.Item>
          <Form.Item name="validUntil" label={t(k('validUntil'))} required rules={[rule('validUntil')]}>
            <ChinaDayPicker />
          </Form.Item>
          <Form.Item name="driverId" label={t(k('linkedDriver'))} rules={[rule('driverId')]}>
            <DriverSelect initialLabel={form.getFieldValue('linkedDriverName') as string | undefined} />
          </Form.Item>
          <Form.Item
            name="departmentId"
            label={t('basicData.common.department')}
            required
            rules={[rule('departmentId')]}
          >
            <DepartmentSelect />
          </Form.Item>
          <Form.Item name="remark" label={t('basicData.common.remark')} rules={[rule('remark')]}>
            <Input.TextArea rows={2} maxLength={L.remarkMax} />
          </Form.Item>
        </>
      )}
    />
  );
}
