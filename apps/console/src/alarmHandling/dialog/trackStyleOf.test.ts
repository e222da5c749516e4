import { describe, expect, it } from 'vitest';
import { trackStyleOf } from './trackStyleOf';

describe('trackStyleOf', () => {
  it('uses 40/80/100 km/h, blue/green/orange/red and width 6 by default', () => {
    expect(trackStyleOf(null)).toEqual({
      speedBands: [40, 80, 100],
      bandColors: ['#1677ff', '#52c41a', '#fa8c16', '#f5222d'],
      lineWidth: 6,
    });
  });

  it('takes the user settings, one colour for every band when the line is not split by speed', () => {
    const style = trackStyleOf({
      replayLineColorType: 0,
      replayLineColor: '#123456',
      replaySplitLineColor: 'a,b,c',
      replayLineWidth: 4,
      replaySpeed: '30,60',
      mapType: 3,
    });
    expect(style).toEqual({
      speedBands: [30, 60],
      bandColors: ['#123456', '#123456', '#123456'],
      lineWidth: 4,
    });
  });
});
