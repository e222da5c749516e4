import {
  INSURANCE_IMAGE_MAX,
  INSURANCE_IMAGE_MAX_BYTES,
  INSURANCE_IMAGE_UPLOAD_PATH,
  TEST_IDS,
  type InsuranceImageRow,
} from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../forms/ImageUploadField';
import { insuranceImageUrl } from './insuranceImageUrl';

const MB = 1024 * 1024;

/** What the form holds: the policy (null while adding) and the images it keeps. */
export interface InsuranceImagesValue {
  policyId: number | null;
  images: InsuranceImageRow[];
}

export interface InsuranceImagesFieldProps {
  value?: InsuranceImagesValue;
  onChange?: (value: InsuranceImagesValue) => void;
  disabled?: boolean;
}

/** Up to nine images of a policy; removing one takes effect when the form is saved (`imageIds`). */
export function InsuranceImagesField({ value, onChange, disabled }: InsuranceImagesFieldProps) {
  const { t } = useTranslation('fleetCost');
  const current = value ?? { policyId: null, images: [] };
  return (
    <ImageUploadField
      ownerId={current.policyId}
      images={current.images}
      onImagesChange={(images) => onChange?.({ ...current, images })}
      uploadPath={INSURANCE_IMAGE_UPLOAD_PATH}
      ownerField="policyId"
      imageUrl={insuranceImageUrl}
      maxCount={INSURANCE_IMAGE_MAX}
      maxBytes={INSURANCE_IMAGE_MAX_BYTES}
      words={{
        afterSave: t('insurance.imagesAfterSave'),
        hint: t('insurance.imageHint', { max: INSURANCE_IMAGE_MAX, mb: INSURANCE_IMAGE_MAX_BYTES / MB }),
        upload: t('insurance.upload'),
        notImage: t('errors.insuranceImageNotImage'),
        tooLarge: t('errors.insuranceImageTooLarge', { mb: INSURANCE_IMAGE_MAX_BYTES / MB }),
        uploadFailed: t('insurance.uploadFailed'),
      }}
      testIds={{ field: TEST_IDS.insuranceImages.field, upload: TEST_IDS.insuranceImages.upload }}
      disabled={disabled}
    />
  );
}
