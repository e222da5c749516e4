import type { Messages } from '../messages';
import type { personalize as zh } from '../zh-CN/personalize';

export const personalize: Messages<typeof zh> = {
  tabs: {
    base: 'Profile',
    opinions: 'Handling opinions',
    track: 'Track display',
    map: 'Map',
    alarm: 'Alarm alerts',
    tableColumns: 'Table columns',
    moduleSort: 'Menu order',
    favourites: 'Favourite menus',
  },
  base: {
    userName: 'User name',
    realName: 'Name',
    phone: 'Mobile number',
    email: 'E-mail',
    department: 'Department',
    role: 'Role',
  },
  opinions: {
    intro:
      'Preset opinions offered in the alarm handling dialog: up to {{max}}, each at most {{length}} characters.',
    fromCompany: 'You are using your company’s presets. Saving makes these your own.',
    own: 'You are using your own presets.',
    add: 'Add one',
    useCompany: 'Use the company’s presets',
    useCompanyConfirm: 'Delete your own presets and use the company’s?',
    placeholder: 'e.g. Called the driver and reminded them to drive safely',
  },
  track: {
    colorType: 'Track colour',
    single: 'One colour',
    bySpeed: 'By speed band',
    lineColor: 'Line colour',
    lineWidth: 'Line width',
    speeds: 'Speed bands (km/h)',
    speedsHelp: 'Increasing whole numbers separated by commas, e.g. 40,80,100',
    bandColors: 'Band colours',
    bandColor: 'Band {{index}}',
    preview: 'Preview',
  },
  map: {
    defaultMap: 'Default map',
    names: { TMap: 'Tianditu', GMap: 'Google Maps', BMap: 'Baidu Maps', AMap: 'AMap' },
    offlineNote: 'Without a map service key every map uses the offline base map.',
  },
  alarm: {
    popUpAlarm: 'Pop up new alarms',
    popUpException: 'Pop up new device exceptions',
    alarmSound: 'Sound for new alarms',
    exceptionSound: 'Sound for new device exceptions',
  },
  tableColumns: {
    intro: 'Each grid’s column button chooses which columns show and in what order; it is kept per user.',
    count: 'You have arranged {{count}} grids',
    reset: 'Restore every grid’s default columns',
    resetConfirm: 'Restore the default columns and order of every grid?',
  },
  moduleSort: {
    intro: 'Order of the top menus; takes effect after the page reloads.',
    up: 'Move up',
    down: 'Move down',
    reset: 'Default order',
  },
  favourites: {
    intro: 'Favourite menus appear behind the star at the top of the page, where you can edit them.',
  },
  group: {
    title: 'Group settings',
    intro: 'Company-wide defaults for every user of the company (a user’s own settings come first).',
    passwordLevel: 'Sub-user password strength',
    levels: {
      1: 'Weak (8 to 15 characters)',
      2: 'Medium (two of letters, digits, symbols)',
      3: 'Strong (letters, digits and symbols)',
    },
    defaultMapType: 'Default map',
    opinions: 'Company handling opinions',
    readOnly: 'You may not change the group settings.',
  },
  saved: 'Saved',
  reset: 'Reset',
  loadFailed: 'The settings could not be loaded',
};
