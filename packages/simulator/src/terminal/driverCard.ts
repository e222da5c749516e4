import { CARD_INSERTED, CARD_PULLED, isoGmt8, type DriverIdentity } from '@roadwatch/jt808';
import type { TerminalSpec } from '../fleet/SimVehicleSpec';
import { CITIES } from '../world';

const SURNAMES = [
  '王',
  '李',
  '张',
  '刘',
  '陈',
  '杨',
  '黄',
  '赵',
  '吴',
  '周',
  '徐',
  '孙',
  '马',
  '朱',
  '胡',
  '郭',
];
const GIVEN = [
  '建国',
  '志强',
  '海涛',
  '伟',
  '磊',
  '军',
  '勇',
  '杰',
  '涛',
  '明',
  '超',
  '刚',
  '平',
  '辉',
  '鹏',
  '强',
];

/** The vehicle's regular driver, a pure function of the vehicle id (the card does not change between shifts). */
export function driverOf(spec: TerminalSpec): { name: string; certificateCode: string; agency: string } {
  const id = spec.vehicleId;
  const name = `${SURNAMES[id % SURNAMES.length]}${GIVEN[Math.floor(id / SURNAMES.length) % GIVEN.length]}`;
  // Qualification certificates carry the holder's 18-character ID number; a plausible one, not a real person's.
  const birth = 19_700_101 + ((id * 7_919) % 250) * 10_000 + ((id % 12) + 1) * 100 + ((id % 27) + 1);
  const certificateCode =
    `3201${String(birth).slice(0, 8).padStart(8, '0')}${String(id % 10_000).padStart(4, '0')}`
      .slice(0, 16)
      .padEnd(18, String(id % 10));
  return { name, certificateCode, agency: `${CITIES[spec.homeCity].name}交通运输局` };
}

/** The 0x0702 a terminal sends when its driver's IC card goes in (shift start) or comes out (shift end). */
export function driverCardBody(
  spec: TerminalSpec,
  event: 'inserted' | 'pulled',
  time: number,
): DriverIdentity {
  const at = isoGmt8(time);
  if (event === 'pulled') {
    return {
      kind: 'driverIdentity',
      state: CARD_PULLED,
      time: at,
      readResult: null,
      driverName: null,
      certificateCode: null,
      issuingAgency: null,
      certificateExpiry: null,
      driverIdNumber: null,
    };
  }
  const driver = driverOf(spec);
  return {
    kind: 'driverIdentity',
    state: CARD_INSERTED,
    time: at,
    readResult: 0,
    driverName: driver.name,
    certificateCode: driver.certificateCode,
    issuingAgency: driver.agency,
    certificateExpiry: `20${28 + (spec.vehicleId % 4)}-12-31`,
    driverIdNumber: spec.edition === 2019 ? driver.certificateCode : null,
  };
}
