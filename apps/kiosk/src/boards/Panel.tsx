import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KIOSK_TEST_IDS } from '../testIds';

/** A titled board panel. Without children it shows that its data is not connected yet (never made-up numbers). */
export function Panel({ title, area, children }: { title: string; area: string; children?: ReactNode }) {
  const { t } = useTranslation('kiosk');
  return (
    <section className="panel" style={{ gridArea: area }} data-testid={KIOSK_TEST_IDS.panel}>
      <h2 className="panel__title">{title}</h2>
      <div className="panel__body">
        {children ?? <span className="panel__pending">{t('panelPending')}</span>}
      </div>
    </section>
  );
}
