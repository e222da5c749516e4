import { checkDateRange, ENDPOINTS, TEST_IDS, TRACK_QUERY_MAX_DAYS } from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { App, Button, DatePicker, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';
import { BackgroundExportButton } from '../exportCenter/BackgroundExportButton';
import { fromChinaPicker, toChinaPicker } from '../alarmHandling/grid/chinaPickerTime';
import type { TrackKey } from './keptTracks';

const ids = TEST_IDS.trajectory;

export interface TrackQueryBarProps {
  vehicleId: number | null;
  range: [number, number];
  onRangeChange: (range: [number, number]) => void;
  onQuery: (key: TrackKey) => void;
  loading: boolean;
  /** The shown track, for the exports (null: nothing queried yet). */
  shown: TrackKey | null;
  canExport: boolean;
}

/** Period pickers (China time), the query with the track rules checked first, and the Excel and PDF exports. */
export function TrackQueryBar(p: TrackQueryBarProps) {
  const { t } = useTranslation('trajectory');
  const { message } = App.useApp();
  const [exporting, setExporting] = useState<'excel' | 'pdf' | null>(null);

  const query = () => {
    if (p.vehicleId === null) {
      void message.warning(t('trajectory.selectVehicle'));
      return;
    }
    const issue = checkDateRange(p.range[0], p.range[1], { maxDays: TRACK_QUERY_MAX_DAYS });
    if (issue) {
      void message.warning(translateIssue(t, issue));
      return;
    }
    p.onQuery({ vehicleId: p.vehicleId, startTime: p.range[0], endTime: p.range[1] });
  };

  const exportAs = async (format: 'excel' | 'pdf') => {
    if (!p.shown) {
      void message.warning(t('trajectory.queryFirst'));
      return;
    }
    setExporting(format);
    try {
      await api.blob(ENDPOINTS.trajectoryExport, { ...p.shown, format });
    } catch {
      // Refusals ("no data to export", no CJK font) were toasted by the client.
    } finally {
      setExporting(null);
    }
  };

  return (
    <Space className="track-playback__query" wrap>
      <DatePicker.RangePicker
        data-testid={ids.range}
        showTime
        allowClear={false}
        format="YYYY-MM-DD HH:mm:ss"
        value={[toChinaPicker(p.range[0]), toChinaPicker(p.range[1])]}
        onChange={(values) => {
          const [a, b] = (values ?? []) as (Dayjs | null)[];
          if (a && b) p.onRangeChange([fromChinaPicker(a), fromChinaPicker(b)]);
        }}
      />
      <Button type="primary" data-testid={ids.query} loading={p.loading} onClick={query}>
        {t('trajectory.query')}
      </Button>
      {p.canExport && (
        <>
          <Button
            data-testid={ids.exportExcel}
            loading={exporting === 'excel'}
            onClick={() => void exportAs('excel')}
          >
            {t('trajectory.exportExcel')}
          </Button>
          <Button
            data-testid={ids.exportPdf}
            loading={exporting === 'pdf'}
            onClick={() => void exportAs('pdf')}
          >
            {t('trajectory.exportPdf')}
          </Button>
          <BackgroundExportButton
            request={(format) => {
              if (p.shown) return { source: 'trackPoints', format, params: p.shown };
              void message.warning(t('trajectory.queryFirst'));
              return null;
            }}
          />
        </>
      )}
    </Space>
  );
}
