// GMT+8 calendar helpers shared with the simulator (night parking follows China time there too).
export {
  CHINA_OFFSET_MS,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  chinaDateStamp,
  chinaDayStart,
} from '@roadwatch/simulator/world';
