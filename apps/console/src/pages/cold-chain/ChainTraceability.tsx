import { chainBatchResource, formatChinaTime, TEST_IDS, type RowOf } from '@roadwatch/core';
import { Button, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { modifiedColumns } from '../../basicData/modifiedColumns';
import { ResourcePage } from '../../resources/ResourcePage';
import type { ResourceColumn, ResourceFilter } from '../../resources/resourcePageTypes';
import type { PageProps } from '../../routes/pageRegistry';
import { ChainBatchFields } from '../../traceability/ChainBatchFields';
import { ChainBatchRecordPage } from '../../traceability/ChainBatchRecordPage';
import { chainBatchFromForm, chainBatchToForm } from '../../traceability/chainBatchForm';
import { ChainLookup } from '../../traceability/ChainLookup';
import '../../traceability/traceability.css';

type Row = RowOf<typeof chainBatchResource>;
const ids = TEST_IDS.traceability;
const k = (key: string) => `traceability.${key}`;
/** The record of a batch opens in the same page: `?batch=<id>`. */
const BATCH_PARAM = 'batch';

/**
 * Temperature traceability (`chainTraceability`): batches with their legs (the kit's list and form), a look-up by
 * batch code and a short guide; a batch's record (curves, figures, sharing, the PDF) opens in place.
 */
export function ChainTraceability({ route }: PageProps) {
  const { t } = useTranslation('traceability');
  const [params, setParams] = useSearchParams();
  const batchId = Number(params.get(BATCH_PARAM)) || null;
  const open = (id: number | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id === null) next.delete(BATCH_PARAM);
      else next.set(BATCH_PARAM, String(id));
      return next;
    });

  const columns = useMemo<ResourceColumn<Row>[]>(
    () => [
      {
        field: 'code',
        header: k('code'),
        width: 170,
        // The code opens the batch's record.
        render: (r) => (
          <Button
            size="small"
            type="link"
            title={t(k('open'))}
            data-testid={ids.open(r.id)}
            onClick={() => open(r.id)}
          >
            {r.code}
          </Button>
        ),
      },
      { field: 'product', header: k('product'), width: 150 },
      { field: 'quantity', header: k('quantity'), width: 110, format: (v, r) => `${String(v)} ${r.unit}` },
      {
        field: 'legs',
        header: k('legs'),
        flex: 1,
        width: 320,
        format: (_, r) =>
          r.legs
            .map(
              (l) =>
                `${t(k(`kinds.${l.kind}`))}·${l.targetName} ${formatChinaTime(l.startTime).slice(5, 16)}`,
            )
            .join(' → '),
      },
      { field: 'remark', header: k('remark'), width: 120 },
      ...modifiedColumns<Row>(),
    ],
    // `open` only writes the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t],
  );
  const filters = useMemo<ResourceFilter[]>(
    () => [
      {
        name: 'keyword',
        label: 'basicData.common.keyword',
        input: <Input allowClear maxLength={64} placeholder={t(k('keywordHint'))} />,
      },
    ],
    [t],
  );

  if (batchId !== null)
    return <ChainBatchRecordPage key={batchId} id={batchId} route={route} onBack={() => open(null)} />;
  return (
    <div className="chain-page">
      <ChainLookup onFound={open} />
      <div className="chain-page__list">
        <ResourcePage
          resource={chainBatchResource}
          route={route}
          ns="traceability"
          columns={columns}
          filters={filters}
          formWidth={900}
          fromForm={chainBatchFromForm}
          toForm={chainBatchToForm}
          formFields={({ rule }) => <ChainBatchFields rule={rule} />}
        />
      </div>
    </div>
  );
}
