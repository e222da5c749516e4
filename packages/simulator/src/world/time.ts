// Demo companies are in China: "today" and night parking follow GMT+8 whatever the server's time zone.
export { CHINA_OFFSET_MS, DAY_MS, HOUR_MS, MINUTE_MS, chinaDateStamp, chinaDayStart } from '@roadwatch/core';
