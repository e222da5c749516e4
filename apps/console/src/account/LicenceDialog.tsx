import {
  ENDPOINTS,
  GUIDE_BITS,
  LIMITS,
  licenceForm,
  TEST_IDS,
  type LicenceFormInput,
  type RegionNode,
} from '@roadwatch/core';
import { Alert, App, Button, Cascader, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { licenceRegistered, setGuideBit } from './accountState';
import { zodFieldRule } from '../forms/zodFieldRule';

const ids = TEST_IDS.account;

interface LicenceValues {
  citys: string[];
  foodBusiLicNum: string;
  registerAddress: string;
}

/** The names along a chosen region path: province, city, county. */
function namesOf(tree: RegionNode[], path: readonly string[]): string[] {
  const names: string[] = [];
  let level: RegionNode[] | undefined = tree;
  for (const value of path) {
    const node: RegionNode | undefined = level?.find((n) => n.value === value);
    if (!node) break;
    names.push(node.label);
    level = node.children;
  }
  return names;
}

/**
 * Customer licence collection (seed 000 §2.3, §5): a region (province, city, county) and the 12-digit food
 * business licence number. The call carries the names and the region code, not `citys`. "Later" sets guide
 * bit 128, and the prompt comes back after 24 h.
 */
export function LicenceDialog() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<LicenceValues>();
  const [regions, setRegions] = useState<RegionNode[] | null>(null);
  const [regionsFailed, setRegionsFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let current = true;
    api
      .call(ENDPOINTS.regionTree, {}, { cancelOnRouteChange: false, toast: false })
      .then((tree) => {
        if (current) setRegions(tree);
      })
      .catch(() => {
        if (current) setRegionsFailed(true);
      });
    return () => {
      current = false;
    };
  }, []);

  const later = () => {
    void setGuideBit(GUIDE_BITS.licence).catch(() => undefined);
  };

  const submit = async (values: LicenceValues) => {
    const [provinceName = '', cityName = '', countyName = ''] = namesOf(regions ?? [], values.citys);
    // The most precise official code on the path: the gazetteer knows province and city codes.
    const bin = [...values.citys].reverse().find((code) => /^\d{6}$/.test(code)) ?? '';
    setSubmitting(true);
    try {
      await api.call(
        ENDPOINTS.addLicense,
        {
          provinceName,
          cityName,
          countyName,
          bin,
          foodBusiLicNum: values.foodBusiLicNum.trim(),
          registerAddress: values.registerAddress ?? '',
        },
        { cancelOnRouteChange: false },
      );
      void message.success(t('licence.success'));
      licenceRegistered();
    } catch {
      // The client toasted the server's reason; the form stays open.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open
      title={t('licence.title')}
      onCancel={later}
      mask={{ closable: false }}
      footer={null}
      width={520}
      destroyOnHidden
    >
      <div data-testid={ids.licenceDialog}>
        <Typography.Paragraph type="secondary">{t('licence.intro')}</Typography.Paragraph>
        {regionsFailed ? (
          <Alert type="error" showIcon title={t('licence.regionsFailed')} className="account-form-alert" />
        ) : null}
        <Form<LicenceValues>
          form={form}
          layout="vertical"
          onFinish={(values) => void submit(values)}
          initialValues={{ citys: [], foodBusiLicNum: '', registerAddress: '' }}
        >
          <Form.Item
            name="citys"
            label={t('licence.region')}
            required
            rules={[zodFieldRule<LicenceFormInput>(licenceForm, 'citys', t)]}
          >
            <Cascader
              options={regions ?? []}
              loading={regions === null && !regionsFailed}
              placeholder={t('licence.regionPlaceholder')}
              showSearch
              data-testid={ids.licenceRegion}
            />
          </Form.Item>
          <Form.Item
            name="foodBusiLicNum"
            label={t('licence.number')}
            required
            rules={[zodFieldRule<LicenceFormInput>(licenceForm, 'foodBusiLicNum', t)]}
          >
            <Input
              placeholder={t('licence.numberPlaceholder')}
              maxLength={LIMITS.licenceNumberDigits}
              inputMode="numeric"
              data-testid={ids.licenceNumber}
            />
          </Form.Item>
          <Form.Item
            name="registerAddress"
            label={t('licence.address')}
            rules={[zodFieldRule<LicenceFormInput>(licenceForm, 'registerAddress', t)]}
          >
            <Input placeholder={t('licence.addressPlaceholder')} maxLength={LIMITS.genericTextMax} />
          </Form.Item>
          <div className="account-form-actions">
            <Button onClick={later} data-testid={ids.licenceLater}>
              {t('licence.later')}
            </Button>
            <Button type="primary" htmlType="submit" loading={submitting} data-testid={ids.licenceSubmit}>
              {t('licence.submit')}
            </Button>
          </div>
        </Form>
      </div>
    </Modal>
  );
}
