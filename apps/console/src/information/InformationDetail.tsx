import { formatChinaTime, TEST_IDS, type informationResource, type RowOf } from '@roadwatch/core';
import { Descriptions, Drawer, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Paragraphs } from './Paragraphs';
import './information.css';

type Row = RowOf<typeof informationResource>;
const ids = TEST_IDS.information;

/** One item read as its readers see it: title, category, publishing state and time, and the text. */
export function InformationDetail({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation('information');
  return (
    <Drawer open width={640} title={row.title} onClose={onClose} data-testid={ids.detail} destroyOnHidden>
      <Descriptions size="small" column={2}>
        <Descriptions.Item label={t('information.list.category')}>
          <Tag color="blue">{t(`information.categories.${row.category}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('information.list.publishedAt')}>
          {row.publishedAt === null ? t('information.list.notPublished') : formatChinaTime(row.publishedAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('information.list.state')}>
          {t(row.published ? 'information.list.publishedState' : 'information.list.draft')}
        </Descriptions.Item>
        <Descriptions.Item label={t('basicData.common.department')}>{row.departmentName}</Descriptions.Item>
      </Descriptions>
      <Paragraphs text={row.content} testId={ids.detailContent} />
    </Drawer>
  );
}
