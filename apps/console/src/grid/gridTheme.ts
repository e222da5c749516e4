import { themeQuartz } from 'ag-grid-community';

/**
 * The processing grids' look: antd's type size and a slightly tighter cell padding, so the columns sized for the
 * longer language (English) fit a full-HD screen beside the side menu.
 */
export const gridTheme = themeQuartz.withParams({
  fontSize: 14,
  headerFontSize: 14,
  cellHorizontalPaddingScale: 0.75,
  headerColumnResizeHandleColor: '#d9d9d9',
});
