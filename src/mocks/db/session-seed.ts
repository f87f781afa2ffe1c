import type { Faker } from '@faker-js/faker';

import type { AuthorityCode as AuthorityCodeValue } from '../../api/generated/model';
import { AuthorityCode } from '../../api/generated/model';
import { demoAccount, guestAccount } from '../demo';
import { Collection } from './collection';

export interface UserRecord {
  id: number;
  username: string;
  password: string;
  realName: string;
  email: string | null;
  phone: string | null;
  roleIds: number[];
  userTagIds: number[];
  enabled: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  updatedAt?: string;
}

export interface RoleRecord {
  id: number;
  name: string;
  description: string;
  authorities: AuthorityCodeValue[];
  builtIn?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export interface CustomerTagRecord {
  id: number;
  name: string;
  description: string;
  createdAt: string;
  updatedAt?: string;
}

const allCodes = Object.values(AuthorityCode);

/**
 * The codes that only open a screen (its menu item). 设备配置 and 设备升级 are left out: their
 * codes also allow their changes.
 */
const viewCodes: AuthorityCodeValue[] = [
  'dashboard:view',
  'device:list',
  'test-project:view',
  'monitor:global',
  'monitor:single',
  'data:original',
  'data:original-date',
  'data:cut',
  'data:testing-check',
  'compute:signal-dict',
  'compute:task',
  'compute:data-dashboard',
  'compute:marker',
  'firmware:list',
  'database:view',
  'master:car-team',
  'master:vehicle-model',
  'master:vehicle',
  'master:tester',
  'master:ecu',
  'system:account',
  'system:role',
  'system:log',
  'system:tag',
  'system:announcement',
  'download:view',
];

const codesOf = (pattern: RegExp): AuthorityCodeValue[] =>
  allCodes.filter((code) => pattern.test(code));

/** 试验工程师: devices, test projects, monitoring and data, reading master data and firmware. */
const engineerCodes: AuthorityCodeValue[] = [
  ...codesOf(/^(dashboard|device|test-project|monitor|data|download):/),
  'firmware:list',
  ...viewCodes.filter((code) => code.startsWith('master:')),
];

/** 数据分析员: the data-computing platform and the data, with the dashboard and downloads. */
const analystCodes: AuthorityCodeValue[] = codesOf(/^(dashboard|data|compute|download):/);

const customerTagNames = [
  '上汽乘用车',
  '一汽解放',
  '比亚迪',
  '蔚来汽车',
  '理想汽车',
  '长城汽车',
  '吉利汽车',
  '广汽埃安',
];

const iso = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const seedSession = (f: Faker) => {
  const roles = new Collection<RoleRecord>([
    { id: 1, name: '系统管理员', description: '拥有全部权限', authorities: allCodes },
    {
      id: 2,
      name: '试验工程师',
      description: '管理设备、试验项目与数据',
      authorities: engineerCodes,
    },
    {
      id: 3,
      name: '数据分析员',
      description: '查看与计算试验数据',
      authorities: analystCodes,
    },
    { id: 4, name: '访客', description: '只读查看', authorities: viewCodes },
  ]);

  const customerTags = new Collection<CustomerTagRecord>(
    customerTagNames.map((name) => ({
      name,
      description: `${name}试验车辆`,
      createdAt: iso(f.date.past({ years: 2 })),
    })),
  );

  const users = new Collection<UserRecord>([
    {
      username: demoAccount.username,
      password: demoAccount.password,
      realName: '张伟',
      email: 'zhang.wei@vdaq.cn',
      phone: '13800138000',
      roleIds: [1],
      userTagIds: customerTags.all().map((tag) => tag.id),
      enabled: true,
      lastLoginAt: iso(f.date.recent({ days: 3 })),
      createdAt: iso(f.date.past({ years: 2 })),
    },
    {
      username: guestAccount.username,
      password: guestAccount.password,
      realName: '李娜',
      email: 'li.na@vdaq.cn',
      phone: '13900139000',
      roleIds: [4],
      userTagIds: [1, 2],
      enabled: true,
      lastLoginAt: null,
      createdAt: iso(f.date.past({ years: 1 })),
    },
  ]);
  for (let n = 1; n <= 18; n += 1) {
    users.insert({
      username: `tester${String(n).padStart(2, '0')}`,
      password: 'Vdaq@2026',
      realName: `${f.person.lastName()}${f.person.firstName()}`,
      email: `tester${String(n).padStart(2, '0')}@vdaq.cn`,
      phone: f.helpers.fromRegExp(/1[3-9][0-9]{9}/),
      roleIds: [f.helpers.arrayElement([2, 3, 4])],
      userTagIds: f.helpers
        .arrayElements([1, 2, 3, 4, 5, 6, 7, 8], { min: 1, max: 3 })
        .sort((a, b) => a - b),
      enabled: f.datatype.boolean({ probability: 0.85 }),
      lastLoginAt:
        f.helpers.maybe(() => iso(f.date.recent({ days: 30 })), { probability: 0.7 }) ?? null,
      createdAt: iso(f.date.past({ years: 2 })),
    });
  }

  return { users, roles, customerTags };
};
