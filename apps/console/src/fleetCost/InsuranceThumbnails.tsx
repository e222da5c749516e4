import { TEST_IDS, type InsuranceImageRow } from '@roadwatch/core';
import { Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { insuranceImageUrl } from './insuranceImageUrl';

/** A policy's images as small thumbnails in its row; a click previews them one after another. */
export function InsuranceThumbnails({ policyId, images }: { policyId: number; images: InsuranceImageRow[] }) {
  const { t } = useTranslation('fleetCost');
  if (images.length === 0)
    return <Typography.Text type="secondary">{t('insurance.noImages')}</Typography.Text>;
  return (
    <span
      data-testid={TEST_IDS.insuranceImages.thumbnails(policyId)}
      style={{ display: 'inline-flex', gap: 4 }}
    >
      <Image.PreviewGroup>
        {images.map((image) => (
          <Image
            key={image.id}
            src={insuranceImageUrl(image.id)}
            alt={image.fileName}
            width={28}
            height={28}
            style={{ objectFit: 'cover', borderRadius: 2 }}
          />
        ))}
      </Image.PreviewGroup>
    </span>
  );
}
