import { chainBatchCode, ENDPOINTS, TEST_IDS } from '@roadwatch/core';
import { translateIssue } from '@roadwatch/core/i18n';
import { Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../app/api';

const ids = TEST_IDS.traceability;
const k = (key: string) => `traceability.${key}`;

/** The look-up by batch code (checked like the form's code) beside the short operation guide. */
export function ChainLookup({ onFound }: { onFound: (id: number) => void }) {
  const { t } = useTranslation('traceability');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = async (text: string) => {
    const parsed = chainBatchCode.safeParse(text);
    if (!parsed.success) {
      setError(translateIssue(t, parsed.error.issues[0]!));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const { id } = await api.call(ENDPOINTS.chainBatchByCode, { code: parsed.data });
      onFound(id);
    } catch {
      // "Not found" was toasted by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="chain-page__top">
      <Card size="small" title={t(k('lookup.title'))} className="chain-page__lookup">
        <Form.Item validateStatus={error ? 'error' : ''} help={error} style={{ marginBottom: 0 }}>
          <Input.Search
            allowClear
            maxLength={32}
            loading={busy}
            placeholder={t(k('lookup.hint'))}
            enterButton={<span data-testid={ids.lookupSubmit}>{t(k('lookup.submit'))}</span>}
            data-testid={ids.lookupInput}
            onSearch={(value) => void find(value)}
          />
        </Form.Item>
      </Card>
      <Card size="small" title={t(k('guide.title'))} className="chain-page__guide" data-testid={ids.guide}>
        <ol>
          {(['step1', 'step2', 'step3', 'step4'] as const).map((step) => (
            <li key={step}>{t(k(`guide.${step}`))}</li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
