// ExcelJS is CommonJS without named exports Node can see, so it is reached through its default export, once.
import ExcelJS from 'exceljs';

export const { Workbook } = ExcelJS;
export const { WorkbookWriter } = ExcelJS.stream.xlsx;
export type { Worksheet } from 'exceljs';
