import { ReloadOutlined } from '@ant-design/icons';
import { Button, Empty, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface PopoverPanelProps {
  testId: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  /** Shown in the panel's head next to the refresh button (count, settings). */
  extra?: ReactNode;
  footer?: ReactNode;
  onRefresh: () => void;
  children: ReactNode;
}

/** The common frame of the header popovers: head with refresh, loading, error and empty states, list, footer. */
export function PopoverPanel(props: PopoverPanelProps) {
  const { t } = useTranslation('popover');
  const body = props.failed ? (
    <Result
      status="warning"
      title={t('ui.loadFailed')}
      extra={
        <Button size="small" onClick={props.onRefresh}>
          {t('ui.retry')}
        </Button>
      }
    />
  ) : props.empty && !props.loading ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />
  ) : (
    <div className="alarm-shell__list">{props.children}</div>
  );
  return (
    <div className="alarm-shell__panel" data-testid={props.testId}>
      <div className="alarm-shell__panel-head">
        <span className="alarm-shell__panel-extra">{props.extra}</span>
        <Button
          type="text"
          size="small"
          icon={<ReloadOutlined />}
          aria-label={t('ui.refresh')}
          title={t('ui.refresh')}
          onClick={props.onRefresh}
        />
      </div>
      <Spin spinning={props.loading} size="small">
        {body}
      </Spin>
      {props.footer ? <div className="alarm-shell__panel-foot">{props.footer}</div> : null}
    </div>
  );
}
