import { ENDPOINTS, TEST_IDS, type CompanyProfile } from '@roadwatch/core';
import { Alert, Button, Card, Result, Spin } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { CompanyProfileForm } from '../../information/CompanyProfileForm';
import { CompanyProfileView } from '../../information/CompanyProfileView';
import '../../information/information.css';
import { useLoaded } from '../../personalize/useLoaded';
import type { PageProps } from '../../routes/pageRegistry';

const ids = TEST_IDS.information;
const k = (key: string) => `information.profile.${key}`;

/**
 * Company message (`companyMessage`): the company's profile as customers read it (a shared traceability record
 * shows it when allowed), and its editor for users with the update operation.
 */
export function CompanyMessage({ route }: PageProps) {
  const { t } = useTranslation('information');
  const load = useCallback(() => api.call(ENDPOINTS.companyMessageGet, {}), []);
  const [loaded, reload] = useLoaded(load, 'company message');
  const [saved, setSaved] = useState<CompanyProfile | null>(null);
  const [editing, setEditing] = useState(false);
  const canEdit = route.meta.operationIds.includes('companyMessage:update');
  const profile = saved ?? (loaded.state === 'ready' ? loaded.value : null);
  return (
    <Card
      className="shell-page"
      title={<span data-testid={TEST_IDS.page.title}>{route.meta.title}</span>}
      extra={
        canEdit &&
        profile &&
        !editing && (
          <Button type="primary" onClick={() => setEditing(true)} data-testid={ids.profileEdit}>
            {t(k('edit'))}
          </Button>
        )
      }
    >
      {loaded.state === 'loading' && <Spin />}
      {loaded.state === 'failed' && (
        <Result
          status="warning"
          title={t(k('loadFailed'))}
          extra={<Button onClick={reload}>{t(k('retry'))}</Button>}
        />
      )}
      {profile && editing && (
        <CompanyProfileForm
          profile={profile}
          onCancel={() => setEditing(false)}
          onSaved={(next) => {
            setSaved(next);
            setEditing(false);
          }}
        />
      )}
      {profile && !editing && (
        <>
          {profile.modifiedTime === null && (
            <Alert type="info" showIcon message={t(k('notSaved'))} style={{ marginBottom: 16 }} />
          )}
          <Alert
            type={profile.showOnShare ? 'success' : 'warning'}
            showIcon
            message={t(k(profile.showOnShare ? 'shownOnShare' : 'hiddenOnShare'))}
            style={{ marginBottom: 16 }}
          />
          <CompanyProfileView profile={profile} testId={ids.profileView} />
        </>
      )}
    </Card>
  );
}
