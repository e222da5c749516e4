import { TEST_IDS } from '@roadwatch/core';
import type { ReactNode } from 'react';

export type KpiTone = 'accent' | 'good' | 'warn' | 'bad' | 'plain';

/** A big number with its label, unit and a one-line hint; `data-value` carries the raw number for tests. */
export function Kpi({
  id,
  label,
  value,
  raw,
  unit,
  hint,
  tone = 'plain',
  alert = false,
  small = false,
}: {
  id: string;
  label: string;
  value: ReactNode;
  raw: number | null;
  unit?: string;
  hint?: string;
  tone?: KpiTone;
  /** Draws attention (a slow pulse) while something needs a person. */
  alert?: boolean;
  /** A long figure (millions, with a unit): a smaller face so it stays inside its tile. */
  small?: boolean;
}) {
  return (
    <div
      className={`bd-kpi bd-kpi--${tone}${alert ? ' bd-kpi--alert' : ''}${small ? ' bd-kpi--small' : ''}`}
      data-testid={TEST_IDS.boards.stat(id)}
      data-value={raw ?? ''}
    >
      <div className="bd-kpi__label">{label}</div>
      <div className="bd-kpi__value">
        {value}
        {unit ? <span className="bd-kpi__unit">{unit}</span> : null}
      </div>
      {hint ? <div className="bd-kpi__hint">{hint}</div> : null}
    </div>
  );
}
