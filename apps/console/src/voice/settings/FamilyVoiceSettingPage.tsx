import {
  ENDPOINTS,
  FAMILY_VOICE_UPLOAD_PATH,
  LIMITS,
  TEST_IDS,
  type ApiResponse,
  type DriverFamilyVoice,
} from '@roadwatch/core';
import { DeleteOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Card, Input, Popconfirm, Space, Table, Tag, Upload, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import type { MenuRoute } from '../../routes/menuRoute';
import { toUploadWav } from './toUploadWav';
import '../voice.css';

const MB = 1024 * 1024;

/**
 * Family voice settings (seed 001 §5): drivers in scope with up to 5 voice files each (10 MB, no duplicate names,
 * audio by content — the server decides). Upload through antd Upload (multipart), delete with confirmation.
 */
export function FamilyVoiceSettingPage({ route }: { route: MenuRoute }) {
  const { t } = useTranslation('voice');
  const { message } = App.useApp();
  const ops = new Set(route.meta.operationIds);
  const canUpload = ops.has('familyVoiceSetting:upload');
  const canDelete = ops.has('familyVoiceSetting:delete');
  const [rows, setRows] = useState<DriverFamilyVoice[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState<{ curPage: number; pageSize: number }>({
    curPage: 1,
    pageSize: LIMITS.pageSizeDefault,
  });
  const [name, setName] = useState('');
  const [query, setQuery] = useState('');
  const [version, setVersion] = useState(0);
  const [loadedFor, setLoadedFor] = useState<unknown>(null);
  const request = useMemo(() => ({ page, query, version }), [page, query, version]);
  const loading = loadedFor !== request;

  useEffect(() => {
    let live = true;
    api
      .call(ENDPOINTS.familyVoiceList, {
        pageParamVO: request.page,
        ...(request.query ? { driverName: request.query } : {}),
      })
      .then((answer) => {
        if (!live) return;
        setRows(answer.data);
        setTotal(answer.totalRecords);
      })
      .catch(() => live && setRows([]))
      .finally(() => live && setLoadedFor(request));
    return () => {
      live = false;
    };
  }, [request]);

  const load = () => setVersion((v) => v + 1);

  const remove = async (id: number) => {
    try {
      await api.call(ENDPOINTS.deleteFamilyVoice, { ids: [id] });
      void message.success(t('settings.deleted'));
      load();
    } catch {
      // Shown by the client.
    }
  };

  const columns: TableColumnsType<DriverFamilyVoice> = [
    { title: t('settings.driverName'), dataIndex: 'driverName', width: 140 },
    { title: t('settings.phone'), dataIndex: 'phone', width: 140 },
    {
      title: t('settings.files'),
      render: (_, driver) => (
        <Space wrap size={[4, 4]}>
          {driver.files.map((file) => (
            <Tag
              key={file.id}
              data-testid={TEST_IDS.voice.settingsFile(file.id)}
              title={`${file.addTime} · ${(file.sizeBytes / 1024).toFixed(0)} KB`}
            >
              <a href={file.url} target="_blank" rel="noreferrer">
                {file.name}
              </a>
              {canDelete && (
                <Popconfirm
                  title={t('settings.deleteConfirm', { name: file.name })}
                  okText={t('chat.ok')}
                  cancelText={t('chat.cancel')}
                  onConfirm={() => void remove(file.id)}
                >
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('settings.delete')}
                    data-testid={TEST_IDS.voice.settingsDelete(file.id)}
                  />
                </Popconfirm>
              )}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('settings.upload'),
      width: 150,
      render: (_, driver) => {
        const full = driver.files.length >= LIMITS.voiceFilesPerDriver;
        return (
          <Upload<ApiResponse<unknown>>
            action={FAMILY_VOICE_UPLOAD_PATH}
            name="file"
            data={{ driverId: String(driver.driverId) }}
            withCredentials
            showUploadList={false}
            accept="audio/*"
            disabled={!canUpload || full}
            beforeUpload={async (file) => {
              if (file.size > LIMITS.voiceFileMaxBytes) {
                void message.error(t('errors.voiceFileTooLarge', { mb: LIMITS.voiceFileMaxBytes / MB }));
                return Upload.LIST_IGNORE;
              }
              const base = file.name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
              if (driver.files.some((f) => f.name === base)) {
                void message.error(t('errors.voiceFileDuplicate', { name: base }));
                return Upload.LIST_IGNORE;
              }
              return toUploadWav(file);
            }}
            onChange={({ file }) => {
              if (file.status === 'done') {
                const answer = file.response;
                if (answer?.code === 1) {
                  void message.success(t('settings.uploaded'));
                  load();
                } else void message.error(answer?.message ?? t('settings.uploadFailed'));
              } else if (file.status === 'error') {
                const answer = file.response;
                void message.error(answer?.message ?? t('settings.uploadFailed'));
              }
            }}
          >
            <Button
              size="small"
              icon={<UploadOutlined />}
              disabled={!canUpload || full}
              title={full ? t('settings.limitReached', { max: LIMITS.voiceFilesPerDriver }) : undefined}
              data-testid={TEST_IDS.voice.settingsUpload(driver.driverId)}
            >
              {t('settings.upload')}
            </Button>
          </Upload>
        );
      },
    },
  ];

  return (
    <Card
      data-testid={TEST_IDS.voice.settingsPage}
      title={t('settings.title')}
      extra={
        <Space>
          <Input
            allowClear
            placeholder={t('settings.driverName')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => {
              setQuery(name.trim());
              setPage((p) => ({ ...p, curPage: 1 }));
            }}
          />
          <Button
            type="primary"
            icon={<SearchOutlined />}
            onClick={() => {
              setQuery(name.trim());
              setPage((p) => ({ ...p, curPage: 1 }));
            }}
          >
            {t('settings.search')}
          </Button>
        </Space>
      }
    >
      <p className="rw-tts__history-meta">
        {t('settings.uploadHint', { mb: LIMITS.voiceFileMaxBytes / MB, max: LIMITS.voiceFilesPerDriver })}
      </p>
      <Table<DriverFamilyVoice>
        rowKey="driverId"
        size="middle"
        loading={loading}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: t('settings.empty') }}
        pagination={{
          current: page.curPage,
          pageSize: page.pageSize,
          total,
          showSizeChanger: true,
          pageSizeOptions: LIMITS.pageSizeOptions.map(String),
          onChange: (curPage, pageSize) => setPage({ curPage, pageSize }),
        }}
      />
    </Card>
  );
}
