import { formatChinaTime, type SharedTemperature } from '@roadwatch/core';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Each probe's latest reading with its allowed range; out of range in red; a silent logger's probe says offline. */
export function SharedTemperatures({ temperatures }: { temperatures: readonly SharedTemperature[] }) {
  const { t } = useTranslation('sharing');
  if (temperatures.length === 0)
    return <Typography.Text type="secondary">{t('sharing.public.noTemperature')}</Typography.Text>;
  return (
    <ul className="share-public__temps">
      {temperatures.map((p) => {
        const out = p.valueC !== null && (p.valueC < p.minC || p.valueC > p.maxC);
        return (
          <li key={p.name} className="share-public__temp">
            <span className="share-public__temp-name">{p.name}</span>
            <span
              className={
                out ? 'share-public__temp-value share-public__temp-value--out' : 'share-public__temp-value'
              }
            >
              {p.valueC === null ? t('sharing.public.offline') : `${p.valueC.toFixed(1)} ℃`}
            </span>
            <Typography.Text type="secondary" className="share-public__temp-meta">
              {t('sharing.public.range', { min: p.minC, max: p.maxC })} · {formatChinaTime(p.time)}
            </Typography.Text>
          </li>
        );
      })}
    </ul>
  );
}
