import { ENDPOINTS, LIMITS, TEST_IDS, type ResponseOf, type RegionNode } from '@roadwatch/core';
import { Alert, App, Button, Card, Cascader, Divider, Form, Input, Result, Spin } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { parseForm } from '../forms/parseForm';
import { useLoaded } from '../personalize/useLoaded';
import type { PageProps } from '../routes/pageRegistry';
import { regionCode, regionNames, regionPathOf } from './regionPath';

const ids = TEST_IDS.organisation;
type CompanyInfo = ResponseOf<typeof ENDPOINTS.companyInfoDetail>;

interface Values {
  name: string;
  citys: string[];
  foodBusiLicNum: string;
  registerAddress: string;
  /** Holders for issues the schema reports on the region names. */
  provinceName?: string;
  countyName?: string;
}

function CompanyForm({
  info,
  regions,
  canEdit,
}: {
  info: CompanyInfo;
  regions: RegionNode[];
  canEdit: boolean;
}) {
  const { t } = useTranslation('organisation');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    const v = form.getFieldsValue();
    const [provinceName = '', cityName = '', countyName = ''] = regionNames(regions, v.citys ?? []);
    const request = parseForm(
      form,
      ENDPOINTS.companyInfoUpdate.request,
      {
        name: v.name,
        provinceName,
        cityName,
        countyName,
        bin: regionCode(v.citys ?? []),
        foodBusiLicNum: v.foodBusiLicNum,
        registerAddress: v.registerAddress,
      },
      t,
    );
    if (!request) {
      // Region issues are reported on the names; show them on the one field that picks them.
      const regionError = form.getFieldError('provinceName')[0] ?? form.getFieldError('countyName')[0];
      if (regionError) form.setFields([{ name: 'citys', errors: [regionError] }]);
      return;
    }
    setBusy(true);
    try {
      await api.call(ENDPOINTS.companyInfoUpdate, request);
      void message.success(t('saved'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      disabled={!canEdit}
      initialValues={{
        name: info.name,
        citys: regionPathOf(regions, [info.provinceName, info.cityName, info.countyName], info.bin),
        foodBusiLicNum: info.foodBusiLicNum,
        registerAddress: info.registerAddress,
      }}
    >
      <Form.Item name="name" label={t('company.name')} required>
        <Input maxLength={64} showCount />
      </Form.Item>
      <Divider titlePlacement="start">{t('company.licence')}</Divider>
      <Form.Item name="citys" label={t('company.region')} required>
        <Cascader options={regions} showSearch />
      </Form.Item>
      <Form.Item name="foodBusiLicNum" label={t('company.licenceNumber')} required>
        <Input maxLength={LIMITS.licenceNumberDigits} inputMode="numeric" style={{ maxWidth: 280 }} />
      </Form.Item>
      <Form.Item name="registerAddress" label={t('company.address')}>
        <Input maxLength={LIMITS.genericTextMax} />
      </Form.Item>
      {/* Hidden holders for the names the schema checks, so their issues have a field to land on. */}
      <Form.Item name="provinceName" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="countyName" hidden>
        <Input />
      </Form.Item>
      {canEdit && (
        <Button type="primary" loading={busy} onClick={() => void save()} data-testid={ids.companySave}>
          {t('common.save')}
        </Button>
      )}
    </Form>
  );
}

/** Company information: the company's name and its food business licence, saved together. */
export function CompanyInfoPage({ route }: PageProps) {
  const { t } = useTranslation('organisation');
  const load = useCallback(
    () => Promise.all([api.call(ENDPOINTS.companyInfoDetail, {}), api.call(ENDPOINTS.regionTree, {})]),
    [],
  );
  const [loaded, reload] = useLoaded(load, 'company info');
  const canEdit = route.meta.operationIds.includes('companyInfo:update');
  return (
    <Card
      className="shell-page"
      data-testid={ids.companyPage}
      title={<span data-testid={TEST_IDS.page.title}>{route.meta.title}</span>}
    >
      {!canEdit && <Alert type="info" showIcon message={t('actions.view')} style={{ marginBottom: 16 }} />}
      {loaded.state === 'loading' && <Spin />}
      {loaded.state === 'failed' && (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={<Button onClick={reload}>{t('common.retry')}</Button>}
        />
      )}
      {loaded.state === 'ready' && (
        <CompanyForm info={loaded.value[0]} regions={loaded.value[1]} canEdit={canEdit} />
      )}
    </Card>
  );
}
