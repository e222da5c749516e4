import type { LonLat } from '@roadwatch/map';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { TEST_IDS } from '@roadwatch/core';

export interface VertexCountProps {
  /** A form value: one position (`single`) or a list of them. */
  value?: LonLat | LonLat[];
  single?: boolean;
  /** Text instead of the default "n points chosen". */
  format?: (count: number) => string;
}

/** What the map has set so far, in words (the positions themselves are clicked on the map). */
export function VertexCount({ value, single, format }: VertexCountProps) {
  const { t } = useTranslation('mapElement');
  if (single) {
    const at = value as LonLat | undefined;
    return (
      <Typography.Text data-testid={TEST_IDS.mapElement.pointCount}>
        {at ? `${at[0].toFixed(6)}, ${at[1].toFixed(6)}` : t('mapElement.common.mapHint')}
      </Typography.Text>
    );
  }
  const count = ((value as LonLat[] | undefined) ?? []).length;
  return (
    <Typography.Text data-testid={TEST_IDS.mapElement.pointCount}>
      {format ? format(count) : t('mapElement.area.vertices', { count })}
    </Typography.Text>
  );
}
