import { describeDisplayConfigIssue, type DisplayConfigIssue } from '@roadwatch/core';
import { useTranslation } from 'react-i18next';
import { KIOSK_TEST_IDS } from '../testIds';
import { NoticeScreen } from './NoticeScreen';

/** Names every bad field, e.g. "boards[1].refreshSeconds: must be one of 5, 15, or 30". */
export function ConfigErrorScreen({
  display,
  issues,
}: {
  display: string;
  issues: readonly DisplayConfigIssue[];
}) {
  const { t, i18n } = useTranslation('kiosk');
  return (
    <NoticeScreen tone="error" title={t('configError')} lines={[t('configErrorHint', { display })]}>
      <ul className="notice__issues">
        {issues.map((issue, i) => (
          <li key={`${issue.path}-${i}`} data-testid={KIOSK_TEST_IDS.configIssue}>
            {describeDisplayConfigIssue(issue, i18n)}
          </li>
        ))}
      </ul>
    </NoticeScreen>
  );
}
