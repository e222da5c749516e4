import { TEST_IDS, type ExpiryReminderContact, type ExpiryReminderKind } from '@roadwatch/core';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpiryReminderDialog } from './ExpiryReminderDialog';

/** The toolbar's "Reminders" button of a record page and the reminder settings of its kind it opens. */
export function ExpiryRemindersButton({
  kind,
  contacts,
}: {
  kind: ExpiryReminderKind;
  contacts: readonly ExpiryReminderContact[];
}) {
  const { t } = useTranslation('fleetCost');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid={TEST_IDS.fleetCost.reminderOpen}>
        {t('reminder.open')}
      </Button>
      <ExpiryReminderDialog kind={kind} contacts={contacts} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
