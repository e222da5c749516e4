/** The shape of a translation file: same keys as zh-CN, any string values. Missing keys fail to compile. */
export type Messages<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
