import { Table, type TableProps } from 'antd';

/** A small, client-paged table of a loaded list (`useLoaded`) with its empty text. */
export function LoadedTable<T extends { id: number }>({
  list,
  columns,
  testId,
  emptyText,
  onRow,
}: {
  list: { rows: T[]; loading: boolean };
  columns: TableProps<T>['columns'];
  testId: string;
  emptyText: string;
  onRow?: TableProps<T>['onRow'];
}) {
  return (
    <Table
      rowKey="id"
      size="small"
      data-testid={testId}
      loading={list.loading}
      columns={columns}
      dataSource={list.rows}
      onRow={onRow}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      locale={{ emptyText }}
    />
  );
}
