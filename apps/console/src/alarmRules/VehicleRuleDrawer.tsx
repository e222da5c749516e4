import { ENDPOINTS, TEST_IDS, type AlarmRuleRecord, type AlarmRuleType } from '@roadwatch/core';
import { isApiError } from '@roadwatch/core/http';
import { App, Button, Drawer, Form, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { logError } from '../app/errorLogger';
import { AlarmRuleForm, type AnyRuleSettings } from './AlarmRuleForm';
import { RecordInfo } from './RecordInfo';
import { VehiclePicker } from './VehiclePicker';

/** A new setting for chosen vehicles, or the own setting of one vehicle. */
export type VehicleRuleTarget = { mode: 'add' } | { mode: 'edit'; vehicleId: number; plate: string };

export interface VehicleRuleDrawerProps {
  type: AlarmRuleType;
  target: VehicleRuleTarget;
  /** What a new vehicle setting starts from: the company default. */
  companyDefault: AnyRuleSettings;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Adds a setting for chosen vehicles (the form prefilled from the company default) or edits one vehicle's own
 * setting; closing with unsaved changes asks first.
 */
export function VehicleRuleDrawer(props: VehicleRuleDrawerProps) {
  const { type, target, companyDefault, readOnly, onClose, onSaved } = props;
  const { t } = useTranslation('alarmRules');
  const { modal } = App.useApp();
  const editId = target.mode === 'edit' ? target.vehicleId : null;
  const [loaded, setLoaded] = useState<{ settings: AnyRuleSettings; record: AlarmRuleRecord | null } | null>(
    editId === null ? { settings: companyDefault, record: null } : null,
  );
  const [vehicleIds, setVehicleIds] = useState<number[]>([]);
  const [pickerError, setPickerError] = useState(false);
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    if (editId === null) return;
    let live = true;
    api
      .call(ENDPOINTS.alarmRuleDetail, { type, vehicleId: editId })
      .then((detail) => {
        if (live)
          setLoaded({ settings: detail.vehicle?.settings ?? detail.effective, record: detail.vehicle });
      })
      .catch((error: unknown) => {
        if (!isApiError(error)) logError('pageLoad', 'vehicle alarm rule', error);
        if (live) onClose();
      });
    return () => {
      live = false;
    };
  }, [type, editId, onClose]);

  const close = () => {
    if (!dirty && (editId !== null || vehicleIds.length === 0)) return onClose();
    modal.confirm({
      title: t('alarmRules.page.discardTitle'),
      content: t('alarmRules.page.discardBody'),
      okText: t('alarmRules.page.discard'),
      cancelText: t('common.cancel'),
      onOk: onClose,
    });
  };

  const save = async (settings: AnyRuleSettings) => {
    const ids = editId === null ? vehicleIds : [editId];
    const answer = await api.call(ENDPOINTS.alarmRuleSaveVehicles, { type, vehicleIds: ids, settings });
    onSaved();
    return t('alarmRules.vehicles.savedCount', { count: answer.saved });
  };

  const beforeSave = () => {
    const chosen = editId !== null || vehicleIds.length > 0;
    setPickerError(!chosen);
    return chosen;
  };
  const onDirtyChange = useCallback((d: boolean) => setDirty(d), []);

  return (
    <Drawer
      open
      width={1200}
      maskClosable={false}
      destroyOnHidden
      title={
        target.mode === 'edit'
          ? t('alarmRules.vehicles.editTitle', { plate: target.plate })
          : t('alarmRules.vehicles.addTitle')
      }
      onClose={close}
    >
      <div data-testid={TEST_IDS.alarmRules.vehicleDrawer}>
        {target.mode === 'add' ? (
          <Form layout="vertical">
            <Form.Item
              label={t('alarmRules.vehicles.choose')}
              required
              extra={t('alarmRules.vehicles.prefilled')}
              {...(pickerError ? { validateStatus: 'error' as const, help: t('validation.required') } : {})}
            >
              <VehiclePicker
                value={vehicleIds}
                onChange={(ids) => {
                  setVehicleIds(ids);
                  if (ids.length > 0) setPickerError(false);
                }}
                {...(pickerError ? { status: 'error' as const } : {})}
              />
            </Form.Item>
          </Form>
        ) : (
          loaded && <RecordInfo record={loaded.record} />
        )}
        {loaded ? (
          <AlarmRuleForm
            type={type}
            initial={loaded.settings}
            readOnly={readOnly}
            onSave={save}
            beforeSave={beforeSave}
            onDirtyChange={onDirtyChange}
            extraButtons={<Button onClick={close}>{t(readOnly ? 'common.close' : 'common.cancel')}</Button>}
          />
        ) : (
          <Spin>
            <Typography.Text type="secondary">{t('common.loading')}</Typography.Text>
          </Spin>
        )}
      </div>
    </Drawer>
  );
}
