import type { LinkProps } from '@tanstack/react-router';

import type { AuthorityCode } from '@/api/generated/model';
import { routeTitles } from '@/strings/routes';

export interface NavLink {
  title: string;
  to: NonNullable<LinkProps['to']>;
  /** The screen's view code: without it the item is not shown. */
  code: AuthorityCode;
}

export interface NavGroup {
  /** Path prefix of the area's screens, used to open the group of the current page. */
  base: string;
  title: string;
  items: readonly NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/** The sidebar menu: every area, in the order of the product spec. */
export const navigation: readonly NavEntry[] = [
  { title: routeTitles.dashboard, to: '/dashboard', code: 'dashboard:view' },
  {
    base: '/device-management',
    title: routeTitles.deviceManagement,
    items: [
      { title: routeTitles.deviceList, to: '/device-management/device-list', code: 'device:list' },
      {
        title: routeTitles.deviceConfiguration,
        to: '/device-management/device-configuration',
        code: 'device:config',
      },
      {
        title: routeTitles.deviceFirmwareUpdate,
        to: '/device-management/device-firmware-update',
        code: 'device:upgrade',
      },
    ],
  },
  {
    base: '/test-project-management',
    title: routeTitles.testProjectManagement,
    items: [
      {
        title: routeTitles.testProject,
        to: '/test-project-management/testproject',
        code: 'test-project:view',
      },
    ],
  },
  {
    base: '/monitoring',
    title: routeTitles.monitoring,
    items: [
      {
        title: routeTitles.globalMonitoring,
        to: '/monitoring/global-monitoring',
        code: 'monitor:global',
      },
      {
        title: routeTitles.singleDeviceMonitoring,
        to: '/monitoring/single-device-monitoring',
        code: 'monitor:single',
      },
    ],
  },
  {
    base: '/data-manager',
    title: routeTitles.dataManager,
    items: [
      { title: routeTitles.originalData, to: '/data-manager/original-data', code: 'data:original' },
      {
        title: routeTitles.originalDataDate,
        to: '/data-manager/original-data-date',
        code: 'data:original-date',
      },
      { title: routeTitles.dataCut, to: '/data-manager/data-cut', code: 'data:cut' },
      {
        title: routeTitles.testingCheck,
        to: '/data-manager/testing-check',
        code: 'data:testing-check',
      },
    ],
  },
  {
    base: '/data-compute',
    title: routeTitles.dataCompute,
    items: [
      {
        title: routeTitles.signalDict,
        to: '/data-compute/signal-dict',
        code: 'compute:signal-dict',
      },
      { title: routeTitles.task, to: '/data-compute/task', code: 'compute:task' },
      {
        title: routeTitles.dataDashboard,
        to: '/data-compute/data-dashboard',
        code: 'compute:data-dashboard',
      },
      { title: routeTitles.marker, to: '/data-compute/marker', code: 'compute:marker' },
    ],
  },
  {
    base: '/firmware-library',
    title: routeTitles.firmwareLibrary,
    items: [
      {
        title: routeTitles.firmwareLibraryList,
        to: '/firmware-library/firmware-library-list',
        code: 'firmware:list',
      },
    ],
  },
  {
    base: '/database-management',
    title: routeTitles.databaseManagement,
    items: [
      { title: routeTitles.database, to: '/database-management/database', code: 'database:view' },
    ],
  },
  {
    base: '/master-data-management',
    title: routeTitles.masterDataManagement,
    items: [
      {
        title: routeTitles.carTeam,
        to: '/master-data-management/car-team',
        code: 'master:car-team',
      },
      {
        title: routeTitles.vehicleModel,
        to: '/master-data-management/vehicle-model',
        code: 'master:vehicle-model',
      },
      { title: routeTitles.vehicle, to: '/master-data-management/vehicle', code: 'master:vehicle' },
      { title: routeTitles.tester, to: '/master-data-management/tester', code: 'master:tester' },
      { title: routeTitles.ecu, to: '/master-data-management/ecu', code: 'master:ecu' },
    ],
  },
  {
    base: '/system-management',
    title: routeTitles.systemManagement,
    items: [
      {
        title: routeTitles.accountManagement,
        to: '/system-management/account-management',
        code: 'system:account',
      },
      {
        title: routeTitles.roleManagement,
        to: '/system-management/role-management',
        code: 'system:role',
      },
      {
        title: routeTitles.operationLog,
        to: '/system-management/operation-log',
        code: 'system:log',
      },
      {
        title: routeTitles.customerTags,
        to: '/system-management/customer-tags',
        code: 'system:tag',
      },
      {
        title: routeTitles.announcements,
        to: '/system-management/announcements',
        code: 'system:announcement',
      },
    ],
  },
  { title: routeTitles.download, to: '/download', code: 'download:view' },
];

/** The menu as a user with `held` codes sees it: items they lack, and areas left empty, vanish. */
export function visibleNavigation(held: readonly AuthorityCode[]): NavEntry[] {
  return navigation.flatMap((entry): NavEntry[] => {
    if (!isNavGroup(entry)) return held.includes(entry.code) ? [entry] : [];
    const items = entry.items.filter((item) => held.includes(item.code));
    return items.length > 0 ? [{ ...entry, items }] : [];
  });
}

/**
 * Screens reached from a menu screen need that screen's view code; one that only creates or edits
 * (a signal dictionary, a task, a fleet) needs the code of its save call as well.
 */
const detailScreens: Readonly<Record<string, readonly AuthorityCode[]>> = {
  '/monitoring/single-device-monitoring/$id': ['monitor:single'],
  '/data-compute/signal-dict-handle/$type/$id': ['compute:signal-dict', 'compute:signal-dict-edit'],
  '/data-compute/global-task/$type/$id': ['compute:task', 'compute:task-edit'],
  '/master-data-management/car-team-info/$type/$id': ['master:car-team', 'master:car-team-edit'],
};

const menuScreens: ReadonlyMap<string, readonly AuthorityCode[]> = new Map(
  navigation
    .flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry]))
    .map((link) => [String(link.to), [link.code]]),
);

const noCodes: readonly AuthorityCode[] = [];

/**
 * Every code a screen needs, by its route path (`/monitoring/single-device-monitoring/$id`); none
 * for screens open to every signed-in user (password change, not found).
 */
export function screenAuthority(routePath: string): readonly AuthorityCode[] {
  const path = routePath.length > 1 ? routePath.replace(/\/+$/, '') : routePath;
  return menuScreens.get(path) ?? detailScreens[path] ?? noCodes;
}

// A detail route's template (`/data-compute/global-task/$type/$id`) as a pattern of its paths.
const detailPatterns: readonly (readonly [RegExp, readonly AuthorityCode[]])[] = Object.entries(
  detailScreens,
).map(([template, codes]) => [new RegExp(`^${template.replace(/\$[^/]+/g, '[^/]+')}$`), codes]);

/**
 * Every code an app path needs (`/monitoring/single-device-monitoring/12?tab=1`): an area's own
 * path opens its first screen; none for paths open to every signed-in user.
 */
export function pathAuthority(href: string): readonly AuthorityCode[] {
  const bare = href.split(/[?#]/, 1)[0] ?? '';
  const path = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  const area = navigation.find((entry) => isNavGroup(entry) && entry.base === path);
  if (area && isNavGroup(area)) return area.items[0] ? [area.items[0].code] : noCodes;
  return (
    menuScreens.get(path) ?? detailPatterns.find(([pattern]) => pattern.test(path))?.[1] ?? noCodes
  );
}

/** Whether `held` holds every one of `needed`. */
export const holdsAll = (held: readonly unknown[], needed: readonly AuthorityCode[]): boolean =>
  needed.every((code) => held.includes(code));

export const DEVICE_LIST_PATH = '/device-management/device-list';
/** Open to every signed-in user: where an account without any screen lands. */
const PASSWORD_PATH = '/edit-password';

/**
 * The first screen of an account holding `held`: the device list when it may see it, else the
 * first menu item its codes allow, else the password page.
 */
export function firstScreen(held: readonly unknown[]): string {
  if (held.includes('device:list')) return DEVICE_LIST_PATH;
  const first = navigation
    .flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry]))
    .find((link) => held.includes(link.code));
  return first ? String(first.to) : PASSWORD_PATH;
}

/**
 * Where a signed-in account goes from login or `/`: the page it asked for (`redirect`, already
 * checked to be an app path) when its codes allow that page, else its first screen.
 */
export function landingPath(held: readonly unknown[], redirect?: string): string {
  if (redirect === undefined) return firstScreen(held);
  return holdsAll(held, pathAuthority(redirect)) ? redirect : firstScreen(held);
}
