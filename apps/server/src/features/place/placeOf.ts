import type { Language } from '@roadwatch/core';
import type { Place } from '../../geo/gazetteer';

/** A place's division names in a language (English names from the gazetteer; '' for a missing division). */
export function placeNames(place: Place | null, lang: Language) {
  if (!place) return { province: '', city: '', county: '' };
  return lang === 'en-US'
    ? { province: place.provinceEn, city: place.cityEn, county: place.countyEn }
    : { province: place.province, city: place.city, county: place.county };
}
