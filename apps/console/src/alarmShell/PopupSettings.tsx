import { popupsShown, TEST_IDS } from '@roadwatch/core';
import { SettingOutlined } from '@ant-design/icons';
import { App, Button, Popover, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { alarmShell, savePopupSettings } from './alarmShellState';

const ids = TEST_IDS.alarmShell;

/** The user's popup preference (savePopUpSet): new-alarm and new-exception popups with their voice. */
export function PopupSettings() {
  const { t } = useTranslation('popover');
  const { message } = App.useApp();
  const { popupInfo } = useSnapshot(alarmShell);
  const [saving, setSaving] = useState(false);
  const save = async (change: Parameters<typeof savePopupSettings>[0]) => {
    setSaving(true);
    const done = await savePopupSettings(change);
    setSaving(false);
    if (done) void message.success(t('settings.saved'));
  };
  const content = (
    <div className="alarm-shell__settings">
      <label className="alarm-shell__setting">
        <Switch
          size="small"
          checked={popupsShown(popupInfo?.popUpAlarm ?? 0)}
          loading={saving}
          onChange={(on) => void save({ popUpAlarm: on ? 0 : 1 })}
          data-testid={ids.settingAlarmPopup}
        />
        <span>{t('settings.alarmPopup')}</span>
      </label>
      <label className="alarm-shell__setting">
        <Switch
          size="small"
          checked={popupsShown(popupInfo?.popUpException ?? 0)}
          loading={saving}
          onChange={(on) => void save({ popUpException: on ? 0 : 1 })}
          data-testid={ids.settingExceptionPopup}
        />
        <span>{t('settings.exceptionPopup')}</span>
      </label>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottom" title={t('settings.title')} content={content}>
      <Button
        type="text"
        size="small"
        icon={<SettingOutlined />}
        aria-label={t('settings.title')}
        title={t('settings.title')}
        data-testid={ids.settingsTrigger}
      />
    </Popover>
  );
}
