import {
  FREIGHT_TYPES,
  PLATE_COLORS,
  PLATE_FORMATS,
  VEHICLE_ATTRIBUTES,
  VEHICLE_STATUSES,
  type VehicleFormOptions,
} from '@roadwatch/core';
import type { TFunction } from 'i18next';

/** Select options of the vehicle's enumerated fields, labelled in the reader's language. */
export function vehicleChoices(t: TFunction) {
  const of = <T extends string | number>(values: readonly T[], group: string) =>
    values.map((value) => ({ value, label: t(`vehicleInfo.${group}.${value}`) }));
  return {
    plateColors: of(PLATE_COLORS, 'plateColors'),
    plateFormats: of(PLATE_FORMATS, 'plateFormats'),
    statuses: of(VEHICLE_STATUSES, 'statuses'),
    freightTypes: of(FREIGHT_TYPES, 'freightTypes'),
    attributes: of(VEHICLE_ATTRIBUTES, 'attributes'),
    online: [1, 0].map((value) => ({
      value,
      label: t(`vehicleInfo.onlineStates.${value === 1 ? 'online' : 'offline'}`),
    })),
  };
}

/** A vehicle type's name in the reader's language (the code when the dictionary does not have it). */
export function vehicleTypeName(
  code: string,
  names: { zh: string; en: string } | undefined,
  language: string,
): string {
  if (!names) return code;
  return (language === 'en-US' ? names.en || names.zh : names.zh) || code;
}

export function vehicleTypeOptions(options: VehicleFormOptions, language: string) {
  return options.vehicleTypes.map((v) => ({
    value: v.code,
    label: `${v.code} ${vehicleTypeName(v.code, { zh: v.nameZh, en: v.nameEn }, language)}`,
  }));
}

export function driverOptions(options: VehicleFormOptions) {
  return options.drivers.map((d) => ({ value: d.id, label: `${d.name} ${d.phone}` }));
}
