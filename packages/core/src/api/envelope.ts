/** Every API answer has this shape. code 1 is success; code 0 is a business failure with a translated message. */
export const ResultCode = { success: 1, failure: 0 } as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

export interface ApiResponse<T> {
  code: ResultCode;
  message: string;
  result: T;
}

export function ok<T>(result: T, message = ''): ApiResponse<T> {
  return { code: ResultCode.success, message, result };
}

export function fail(message: string): ApiResponse<null> {
  return { code: ResultCode.failure, message, result: null };
}

/** Paged lists: seeds' pageParamVO in, data + totalRecords out. */
export interface PageParam {
  curPage: number;
  pageSize: number;
}
export interface Page<T> {
  data: T[];
  totalRecords: number;
}
