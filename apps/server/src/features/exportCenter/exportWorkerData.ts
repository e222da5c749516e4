import type { ExportFormat, ExportJobCreateRequest, Language, UserKind } from '@roadwatch/core';
import type { DatabaseConfig } from '../../db/connect';
import type { PdfFont } from '../../resources/pdf/pdfFont';

/** What the export worker is started with: the job, where the database is, and the caller's scope. */
export interface ExportWorkerData {
  jobId: number;
  database: DatabaseConfig;
  /** The file to write (a temporary name; the runner renames it once the job is recorded as done). */
  filePath: string;
  request: ExportJobCreateRequest;
  format: ExportFormat;
  lang: Language;
  title: string;
  createdAt: number;
  pdfFont: PdfFont | null;
  scope: {
    companyId: number;
    departmentId: number;
    departmentPath: string;
    userId: number;
    userName: string;
    userKind: UserKind;
    roleId: number;
  };
}

/** Messages from the worker: the rows the file will hold, rows written so far, the end, or why it failed (an i18n key). */
export type ExportWorkerMessage =
  | { kind: 'total'; rows: number }
  | { kind: 'progress'; rows: number }
  | { kind: 'done'; rows: number; bytes: number }
  | { kind: 'failed'; failureKey: string; detail: string };
