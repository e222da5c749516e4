import { ENDPOINTS, TEST_IDS, type OperationId } from '@roadwatch/core';

/** The test ids a site report page uses (the warehouse and store blocks of TEST_IDS have them all). */
export interface SiteReportIds {
  board: string;
  legend: string;
  feed: string;
  boardPoint: (pointId: number) => string;
  boardSite: (siteId: number) => string;
  alarmSummary: string;
  alarmSummaryTable: string;
  alarmSearch: string;
  alarmExport: string;
  alarmCount: (siteId: number, column: string) => string;
  alarmDetail: string;
}

/** The words of a site kind's pages, as full i18n keys. */
export interface SiteWords {
  boardTitle: string;
  allSites: string;
  boardSummary: string;
  noPoints: string;
  summaryTitle: string;
  site: string;
  department: string;
  total: string;
  detailTitle: string;
  allTypes: string;
  point: string;
  type: string;
  begin: string;
  end: string;
  ongoing: string;
  empty: string;
  range: string;
  query: string;
  export: string;
}

/** What differs between the warehouse and store versions of the monitor board and the alarm summary. */
export interface SiteKindConfig {
  ids: SiteReportIds;
  words: SiteWords;
  endpoints: {
    board: typeof ENDPOINTS.warehouseBoard | typeof ENDPOINTS.storeBoard;
    summary: typeof ENDPOINTS.warehouseAlarmSummary | typeof ENDPOINTS.storeAlarmSummary;
    detail: typeof ENDPOINTS.warehouseAlarmDetail | typeof ENDPOINTS.storeAlarmDetail;
    export: typeof ENDPOINTS.exportWarehouseAlarmSummary | typeof ENDPOINTS.exportStoreAlarmSummary;
  };
  exportOperation: OperationId;
}

const w = (key: string) => `warehouse.${key}`;
const s = (key: string) => `store.${key}`;

export const WAREHOUSE_SITES: SiteKindConfig = {
  ids: TEST_IDS.warehouse,
  endpoints: {
    board: ENDPOINTS.warehouseBoard,
    summary: ENDPOINTS.warehouseAlarmSummary,
    detail: ENDPOINTS.warehouseAlarmDetail,
    export: ENDPOINTS.exportWarehouseAlarmSummary,
  },
  exportOperation: 'storageAlarmSummary:export',
  words: {
    boardTitle: w('board.title'),
    allSites: w('board.allWarehouses'),
    boardSummary: w('board.summary'),
    noPoints: w('board.noPoints'),
    summaryTitle: w('alarmSummary.title'),
    site: w('alarmSummary.warehouse'),
    department: w('alarmSummary.department'),
    total: w('alarmSummary.total'),
    detailTitle: w('alarmSummary.detailTitle'),
    allTypes: w('alarmSummary.allTypes'),
    point: w('alarmSummary.point'),
    type: w('alarmSummary.type'),
    begin: w('alarmSummary.begin'),
    end: w('alarmSummary.end'),
    ongoing: w('alarmSummary.ongoing'),
    empty: w('alarmSummary.empty'),
    range: w('alarmSummary.range'),
    query: w('alarmSummary.query'),
    export: w('alarmSummary.export'),
  },
};

export const STORE_SITES: SiteKindConfig = {
  ids: TEST_IDS.store,
  endpoints: {
    board: ENDPOINTS.storeBoard,
    summary: ENDPOINTS.storeAlarmSummary,
    detail: ENDPOINTS.storeAlarmDetail,
    export: ENDPOINTS.exportStoreAlarmSummary,
  },
  exportOperation: 'storeWarningSummary:export',
  words: {
    boardTitle: s('board.title'),
    allSites: s('board.allSites'),
    boardSummary: s('board.summary'),
    noPoints: s('board.noPoints'),
    summaryTitle: s('summary.title'),
    site: s('summary.store'),
    department: s('summary.department'),
    total: s('summary.total'),
    detailTitle: s('summary.detailTitle'),
    allTypes: s('summary.allTypes'),
    point: s('summary.point'),
    type: s('summary.type'),
    begin: s('summary.begin'),
    end: s('summary.end'),
    ongoing: s('summary.ongoing'),
    empty: s('summary.empty'),
    range: s('summary.range'),
    query: s('summary.query'),
    export: s('summary.export'),
  },
};
