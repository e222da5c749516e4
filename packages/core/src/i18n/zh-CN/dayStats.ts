/** The mileage and driving-statistics reports (daily roll-up): summary per vehicle, detail per vehicle and day. */
export const dayStats = {
  column: {
    plate: '车牌号',
    departmentName: '所属部门',
    day: '日期',
    days: '有数据天数',
    startKm: '起始里程(km)',
    endKm: '结束里程(km)',
    mileageKm: '里程(km)',
    avgDayKm: '日均里程(km)',
    drivingS: '行驶时长',
    avgSpeed: '平均行驶速度(km/h)',
    maxSpeed: '最高速度(km/h)',
    points: '定位点数',
    firstTime: '首次上报',
    lastTime: '最后上报',
  },
  totals: '合计：{{vehicles}} 辆车，{{days}} 车·天，里程 {{km}} km，行驶 {{time}}',
};
