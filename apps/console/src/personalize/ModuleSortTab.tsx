import { ENDPOINTS, MAIN_MENU, TEST_IDS } from '@roadwatch/core';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { App, Button, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { language } from '../app/i18n';

const ids = TEST_IDS.personalize;
const TITLES = new Map<string, { zh: string; en: string }>(MAIN_MENU.map((m) => [m.key, m]));

/** The order of the top menus, changed with the keyboard-reachable up/down buttons. */
export function ModuleSortTab({ order, onSaved }: { order: string[]; onSaved: () => void }) {
  const { t } = useTranslation('personalize');
  const { message } = App.useApp();
  const [keys, setKeys] = useState(order);
  const move = (index: number, by: -1 | 1) => {
    const next = [...keys];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    setKeys(next);
  };
  const save = async (menuKeys: string[]) => {
    await api.call(ENDPOINTS.moduleSortSave, { menuKeys });
    void message.success(t('saved'));
    onSaved();
  };
  const title = (key: string) => {
    const entry = TITLES.get(key);
    return entry ? (language === 'zh-CN' ? entry.zh : entry.en) : key;
  };
  return (
    <Space direction="vertical" style={{ maxWidth: 480, width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('moduleSort.intro')}</Typography.Paragraph>
      <List
        bordered
        dataSource={keys}
        renderItem={(key, index) => (
          <List.Item
            data-testid={ids.moduleItem(key)}
            actions={[
              <Button
                key="up"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('moduleSort.up')}
                disabled={index === 0}
                onClick={() => move(index, -1)}
                data-testid={ids.moduleUp(key)}
              />,
              <Button
                key="down"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('moduleSort.down')}
                disabled={index === keys.length - 1}
                onClick={() => move(index, 1)}
              />,
            ]}
          >
            {title(key)}
          </List.Item>
        )}
      />
      <Space>
        <Button type="primary" onClick={() => void save(keys)} data-testid={ids.save('moduleSort')}>
          {t('common.save')}
        </Button>
        <Button onClick={() => setKeys(MAIN_MENU.map((m) => m.key))}>{t('moduleSort.reset')}</Button>
      </Space>
    </Space>
  );
}
