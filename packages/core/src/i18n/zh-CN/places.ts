/** Place search, reverse geocoding and navigation. */
export const places = {
  searchPlaceholder: '搜索省、市、区县',
  search: '搜索',
  noMatch: '没有匹配的地点',
  gazetteerNote: '地点来自离线行政区划库',
  levels: { province: '省', city: '市', county: '区县' },
  strategy: '路线策略',
  planRoute: '从车辆出发规划路线',
  clear: '清除',
  followFirst: '请先选择跟踪一辆车，再从它出发规划路线',
  routeSummary: '全程 {{km}} 公里，约 {{minutes}} 分钟',
  strategies: { fastest: '速度最快', shortest: '距离最短', avoidHighways: '不走高速', general: '常规' },
} as const;
