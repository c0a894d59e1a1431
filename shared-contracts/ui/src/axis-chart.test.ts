import { AXIS_SERIES_COLORS } from './axis-chart';
import { system } from './system';

describe('the graphs of the axes', () => {
  // echarts draws on a canvas: it takes colours as values, not the system's tokens
  it('draws the daily series in the brand blue, the tension series in another hue', () => {
    expect(AXIS_SERIES_COLORS.daily).toBe(system.token('colors.brand.600'));
    expect(AXIS_SERIES_COLORS.tension).not.toBe(AXIS_SERIES_COLORS.daily);
  });
});
