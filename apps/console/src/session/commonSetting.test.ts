import { describe, expect, it } from 'vitest';
import { addressOnHost } from './commonSetting';

const hosts = { webgis: 'https://gis.example.cn', proWebgis: '', tms: 'https://tms.example.cn' };

describe('addressOnHost', () => {
  it('opens a page on its configured host', () => {
    expect(addressOnHost(hosts, 'tms', '/transportPlanList?planNo=P1', 'http://console')).toBe(
      'https://tms.example.cn/transportPlanList?planNo=P1',
    );
  });

  it('falls back to the console for the console itself and for unconfigured hosts', () => {
    expect(addressOnHost(hosts, 'console', '/mileageReport', 'http://console')).toBe(
      'http://console/mileageReport',
    );
    expect(addressOnHost(hosts, 'proWebgis', 'proVehicleMonitor?vehicleId=3', 'http://console')).toBe(
      'http://console/proVehicleMonitor?vehicleId=3',
    );
  });

  it('keeps an address that is already absolute', () => {
    expect(addressOnHost(hosts, 'webgis', 'https://other.example.cn/x', 'http://console')).toBe(
      'https://other.example.cn/x',
    );
  });
});
