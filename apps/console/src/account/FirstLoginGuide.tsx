import { GUIDE_BITS, TEST_IDS } from '@roadwatch/core';
import { AlertOutlined, AppstoreOutlined, SearchOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Modal, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setGuideBit } from './accountState';

const STEPS = [
  { key: 'step1', icon: <AppstoreOutlined /> },
  { key: 'step2', icon: <AlertOutlined /> },
  { key: 'step3', icon: <SearchOutlined /> },
  { key: 'step4', icon: <UserOutlined /> },
] as const;

const ids = TEST_IDS.account;

/**
 * The first-login operational guide (seed 000 §4 "guide bits"): shows until bit 64 is set; closing it at any
 * step, or finishing, sets the bit and saves it.
 */
export function FirstLoginGuide() {
  const { t } = useTranslation('account');
  const [current, setCurrent] = useState(0);
  const step = STEPS[current] ?? STEPS[0];
  const last = current === STEPS.length - 1;
  const close = () => {
    void setGuideBit(GUIDE_BITS.firstLogin).catch(() => undefined);
  };

  return (
    <Modal
      open
      title={t('guide.title')}
      onCancel={close}
      mask={{ closable: false }}
      footer={null}
      width={600}
    >
      <div data-testid={ids.guideDialog}>
        <Steps
          current={current}
          size="small"
          onChange={setCurrent}
          items={STEPS.map((s) => ({ title: t(`guide.${s.key}Title`), icon: s.icon }))}
        />
        <div className="account-guide-body">
          <Typography.Title level={5}>{t(`guide.${step.key}Title`)}</Typography.Title>
          <Typography.Paragraph>{t(`guide.${step.key}Body`)}</Typography.Paragraph>
          <Typography.Text type="secondary">
            {t('guide.stepOf', { current: current + 1, total: STEPS.length })}
          </Typography.Text>
        </div>
        <div className="account-form-actions">
          {last ? null : <Button onClick={close}>{t('guide.skip')}</Button>}
          {current > 0 ? <Button onClick={() => setCurrent(current - 1)}>{t('guide.prev')}</Button> : null}
          {last ? (
            <Button type="primary" onClick={close} data-testid={ids.guideDone}>
              {t('guide.done')}
            </Button>
          ) : (
            <Button type="primary" onClick={() => setCurrent(current + 1)} data-testid={ids.guideNext}>
              {t('guide.next')}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
