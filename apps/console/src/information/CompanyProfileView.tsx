import { formatChinaTime, TEST_IDS, type CompanyProfile, type SharedCompanyProfile } from '@roadwatch/core';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Paragraphs } from './Paragraphs';

const ids = TEST_IDS.information;

/**
 * The profile as a customer reads it: the name, the licence and contacts, then the introduction; inside the
 * company also who changed it last.
 */
export function CompanyProfileView({
  profile,
  testId,
}: {
  profile: CompanyProfile | SharedCompanyProfile;
  testId?: string;
}) {
  const { t } = useTranslation('information');
  const k = (key: string) => `information.profile.${key}`;
  const shown = (
    [
      ['licenceNo', profile.licenceNo],
      ['contact', profile.contact],
      ['phone', profile.phone],
      ['address', profile.address],
      ['website', profile.website],
    ] as const
  ).filter(([, value]) => value !== '');
  return (
    <div className="company-profile" data-testid={testId}>
      <Typography.Title level={4} data-testid={ids.profileName}>
        {profile.displayName}
      </Typography.Title>
      {shown.length > 0 && (
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          {shown.map(([field, value]) => (
            <Descriptions.Item key={field} label={t(k(field))}>
              {value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {profile.introduction ? (
        <Paragraphs text={profile.introduction} testId={ids.profileIntroduction} />
      ) : (
        <Typography.Text type="secondary">{t(k('noIntroduction'))}</Typography.Text>
      )}
      {'modifiedTime' in profile && profile.modifiedTime !== null && (
        <Typography.Paragraph type="secondary" className="company-profile__modified">
          {t(k('modified'), { operator: profile.operatorName, time: formatChinaTime(profile.modifiedTime) })}
        </Typography.Paragraph>
      )}
    </div>
  );
}
