/** data-testid values, defined once for the kiosk and its end-to-end tests. */
export const KIOSK_TEST_IDS = {
  stage: 'kiosk-stage',
  notice: 'kiosk-notice',
  noticeTitle: 'kiosk-notice-title',
  configIssue: 'kiosk-config-issue',
  header: 'kiosk-header',
  displayTitle: 'kiosk-display-title',
  scope: 'kiosk-scope',
  boardName: 'kiosk-board-name',
  boardPosition: 'kiosk-board-position',
  clock: 'kiosk-clock',
  nextRefresh: 'kiosk-next-refresh',
  nextBoard: 'kiosk-next-board',
  updated: 'kiosk-updated',
  board: 'kiosk-board',
  panel: 'kiosk-panel',
} as const;
