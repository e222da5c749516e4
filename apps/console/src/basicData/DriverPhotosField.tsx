import {
  DRIVER_PHOTO_MAX,
  DRIVER_PHOTO_MAX_BYTES,
  DRIVER_PHOTO_UPLOAD_PATH,
  ENDPOINTS,
  TEST_IDS,
  endpointPath,
  type DriverPhotoRow,
} from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../forms/ImageUploadField';

const MB = 1024 * 1024;

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

/** Up to three photos of a driver; removing one takes effect when the form is saved (`photoIds`). */
export function DriverPhotosField({ value, onChange, disabled }: DriverPhotosFieldProps) {
  const { t } = useTranslation('basicData');
  const current = value ?? { driverId: null, photos: [] };
  return (
    <ImageUploadField
      ownerId={current.driverId}
      images={current.photos}
      onImagesChange={(photos) => onChange?.({ ...current, photos })}
      uploadPath={DRIVER_PHOTO_UPLOAD_PATH}
      ownerField="driverId"
      imageUrl={photoUrl}
      maxCount={DRIVER_PHOTO_MAX}
      maxBytes={DRIVER_PHOTO_MAX_BYTES}
      words={{
        afterSave: t('basicData.driver.photosAfterSave'),
        hint: t('basicData.driver.photoHint', { max: DRIVER_PHOTO_MAX, mb: DRIVER_PHOTO_MAX_BYTES / MB }),
        upload: t('basicData.driver.upload'),
        notImage: t('validation.imageType'),
        tooLarge: t('errors.driverPhotoTooLarge', { mb: DRIVER_PHOTO_MAX_BYTES / MB }),
        uploadFailed: t('basicData.driver.uploadFailed'),
      }}
      testIds={{ field: TEST_IDS.basicData.driverPhotos, upload: TEST_IDS.basicData.driverPhotoUpload }}
      disabled={disabled}
    />
  );
}
