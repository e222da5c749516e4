import { PlusOutlined } from '@ant-design/icons';
import {
  DRIVER_PHOTO_MAX,
  DRIVER_PHOTO_MAX_BYTES,
  DRIVER_PHOTO_UPLOAD_PATH,
  ENDPOINTS,
  TEST_IDS,
  endpointPath,
  type ApiResponse,
  type DriverPhotoRow,
} from '@roadwatch/core';
import { App, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/bmp'];

/** What the form holds: the driver (null while adding) and the photos it keeps. */
export interface DriverPhotosValue {
  driverId: number | null;
  photos: DriverPhotoRow[];
}

export interface DriverPhotosFieldProps {
  value?: DriverPhotosValue;
  onChange?: (value: DriverPhotosValue) => void;
  disabled?: boolean;
}

const photoUrl = (id: number) => `${endpointPath(ENDPOINTS.driverPhotoFile)}?id=${id}`;

/**
 * Up to three photos of a driver. A photo is uploaded as soon as it is picked (the server checks its content and
 * the count); removing one takes effect when the form is saved (`photoIds`). A driver being added gets photos
 * once saved: the field says so.
 */
export function DriverPhotosField({ value, onChange, disabled }: DriverPhotosFieldProps) {
  const { t } = useTranslation('basicData');
  const { message } = App.useApp();
  const [pending, setPending] = useState<UploadFile[]>([]);
  const current = value ?? { driverId: null, photos: [] };
  const files: UploadFile[] = current.photos.map((p) => ({
    uid: String(p.id),
    name: p.fileName,
    status: 'done',
    url: photoUrl(p.id),
    thumbUrl: photoUrl(p.id),
  }));
  const hint = t('basicData.driver.photoHint', { max: DRIVER_PHOTO_MAX, mb: DRIVER_PHOTO_MAX_BYTES / MB });
  if (current.driverId === null)
    return (
      <Typography.Text type="secondary" data-testid={TEST_IDS.basicData.driverPhotos}>
        {t('basicData.driver.photosAfterSave')} {hint}
      </Typography.Text>
    );
  return (
    <div data-testid={TEST_IDS.basicData.driverPhotos}>
      <Upload<ApiResponse<DriverPhotoRow>>
        action={DRIVER_PHOTO_UPLOAD_PATH}
        name="file"
        data={{ driverId: String(current.driverId) }}
        withCredentials
        listType="picture-card"
        accept=".jpg,.jpeg,.png,.bmp"
        fileList={[...files, ...pending]}
        disabled={disabled}
        beforeUpload={(file) => {
          if (!IMAGE_TYPES.includes(file.type)) {
            void message.error(t('validation.imageType'));
            return Upload.LIST_IGNORE;
          }
          if (file.size > DRIVER_PHOTO_MAX_BYTES) {
            void message.error(t('errors.driverPhotoTooLarge', { mb: DRIVER_PHOTO_MAX_BYTES / MB }));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        onChange={({ file, fileList }) => {
          // antd drops progress of a file the controlled list does not hold, so uploads in flight are kept here.
          if (file.status === 'uploading') {
            setPending(fileList.filter((f) => f.status === 'uploading'));
            return;
          }
          setPending((list) => list.filter((f) => f.uid !== file.uid));
          if (file.status !== 'done' && file.status !== 'error') return;
          const answer = file.response;
          if (file.status === 'done' && answer?.code === 1 && answer.result)
            onChange?.({ ...current, photos: [...current.photos, answer.result] });
          else void message.error(answer?.message || t('basicData.driver.uploadFailed'));
        }}
        onRemove={(file) => {
          onChange?.({ ...current, photos: current.photos.filter((p) => String(p.id) !== file.uid) });
          return true;
        }}
      >
        {current.photos.length < DRIVER_PHOTO_MAX && !disabled && (
          <div data-testid={TEST_IDS.basicData.driverPhotoUpload}>
            <PlusOutlined />
            <div style={{ marginTop: 4 }}>{t('basicData.driver.upload')}</div>
          </div>
        )}
      </Upload>
      <Typography.Text type="secondary">{hint}</Typography.Text>
    </div>
  );
}
