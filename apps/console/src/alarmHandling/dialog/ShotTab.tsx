import { ALARM_MEDIA_HOST, MEDIA_TYPE, PIC_DATA_TYPE, TEST_IDS, type MediaItem } from '@roadwatch/core';
import { Empty, Image } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** picDataType 0: the url is complete; otherwise it is relative to the media host (seed 000 §3). */
export function mediaUrl(item: MediaItem, origin: string = window.location.origin): string {
  return item.picDataType === PIC_DATA_TYPE.completeUrl
    ? item.url
    : `${origin}${ALARM_MEDIA_HOST}${item.url}`;
}

/** The alarm's pictures and videos: the chosen one large, the others as thumbnails. */
export function ShotTab({ media }: { media: readonly MediaItem[] }) {
  const { t } = useTranslation('handling');
  const [index, setIndex] = useState(0);
  const current = media[index] ?? media[0];
  if (!current) return <Empty description={t('dialog.noMedia')} />;
  return (
    <div className="shot-tab">
      <div className="shot-tab__main">
        {current.type === MEDIA_TYPE.image ? (
          <Image
            data-testid={TEST_IDS.handling.mediaImage}
            src={mediaUrl(current)}
            alt={t('media.capture', { index: index + 1 })}
            width="100%"
            height="100%"
            style={{ objectFit: 'contain' }}
          />
        ) : (
          <video src={mediaUrl(current)} controls preload="metadata" className="shot-tab__video" />
        )}
      </div>
      {media.length > 1 && (
        <div className="shot-tab__thumbs">
          {media.map((item, i) => (
            <button
              type="button"
              key={item.url}
              className={i === index ? 'shot-tab__thumb shot-tab__thumb--active' : 'shot-tab__thumb'}
              onClick={() => setIndex(i)}
              aria-label={t('media.capture', { index: i + 1 })}
            >
              {item.type === MEDIA_TYPE.image ? (
                <img src={mediaUrl(item)} alt="" />
              ) : (
                <span>{t('media.channel', { channel: i + 1 })}</span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
