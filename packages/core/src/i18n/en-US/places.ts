import type { Messages } from '../messages';
import type { places as zh } from '../zh-CN/places';

export const places: Messages<typeof zh> = {
  searchPlaceholder: 'Search places',
  search: 'Search',
  noMatch: 'No place matched',
  gazetteerNote: 'Places from the offline division gazetteer',
  levels: { province: 'Province', city: 'City', county: 'County' },
  strategy: 'Route strategy',
  planRoute: 'Route from the vehicle',
  clear: 'Clear',
  followFirst: 'Follow a vehicle to plan a route from it',
  routeSummary: '{{km}} km, about {{minutes}} min',
  strategies: {
    fastest: 'Fastest',
    shortest: 'Shortest',
    avoidHighways: 'Avoid highways',
    general: 'General',
  },
};
