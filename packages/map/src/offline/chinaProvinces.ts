/**
 * Province boundary files of the offline map (echarts-china-geo = echarts@4.9.0 map/json/province), by the
 * short name the China map uses for the province. Each is loaded only when a screen asks for it.
 */
type GeoJsonModule = { default: object };

export const CHINA_PROVINCE_FILES: Readonly<Record<string, () => Promise<GeoJsonModule>>> = {
  北京: () => import('echarts-china-geo/map/json/province/beijing.json'),
  天津: () => import('echarts-china-geo/map/json/province/tianjin.json'),
  河北: () => import('echarts-china-geo/map/json/province/hebei.json'),
  山西: () => import('echarts-china-geo/map/json/province/shanxi.json'),
  内蒙古: () => import('echarts-china-geo/map/json/province/neimenggu.json'),
  辽宁: () => import('echarts-china-geo/map/json/province/liaoning.json'),
  吉林: () => import('echarts-china-geo/map/json/province/jilin.json'),
  黑龙江: () => import('echarts-china-geo/map/json/province/heilongjiang.json'),
  上海: () => import('echarts-china-geo/map/json/province/shanghai.json'),
  江苏: () => import('echarts-china-geo/map/json/province/jiangsu.json'),
  浙江: () => import('echarts-china-geo/map/json/province/zhejiang.json'),
  安徽: () => import('echarts-china-geo/map/json/province/anhui.json'),
  福建: () => import('echarts-china-geo/map/json/province/fujian.json'),
  江西: () => import('echarts-china-geo/map/json/province/jiangxi.json'),
  山东: () => import('echarts-china-geo/map/json/province/shandong.json'),
  河南: () => import('echarts-china-geo/map/json/province/henan.json'),
  湖北: () => import('echarts-china-geo/map/json/province/hubei.json'),
  湖南: () => import('echarts-china-geo/map/json/province/hunan.json'),
  广东: () => import('echarts-china-geo/map/json/province/guangdong.json'),
  广西: () => import('echarts-china-geo/map/json/province/guangxi.json'),
  海南: () => import('echarts-china-geo/map/json/province/hainan.json'),
  重庆: () => import('echarts-china-geo/map/json/province/chongqing.json'),
  四川: () => import('echarts-china-geo/map/json/province/sichuan.json'),
  贵州: () => import('echarts-china-geo/map/json/province/guizhou.json'),
  云南: () => import('echarts-china-geo/map/json/province/yunnan.json'),
  西藏: () => import('echarts-china-geo/map/json/province/xizang.json'),
  // In echarts@4.9.0 "shanxi1" is 陕西 (Shaanxi) and "shanxi" is 山西 (Shanxi).
  陕西: () => import('echarts-china-geo/map/json/province/shanxi1.json'),
  甘肃: () => import('echarts-china-geo/map/json/province/gansu.json'),
  青海: () => import('echarts-china-geo/map/json/province/qinghai.json'),
  宁夏: () => import('echarts-china-geo/map/json/province/ningxia.json'),
  新疆: () => import('echarts-china-geo/map/json/province/xinjiang.json'),
  台湾: () => import('echarts-china-geo/map/json/province/taiwan.json'),
  香港: () => import('echarts-china-geo/map/json/province/xianggang.json'),
  澳门: () => import('echarts-china-geo/map/json/province/aomen.json'),
};
