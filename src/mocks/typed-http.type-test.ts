// Type test, checked by `tsc --noEmit -p .` (npm run typecheck) and never run. Each line marked
// with an expected error breaks the contract in one way, so it must fail to compile; once the mock
// handlers stop being typed by the contract, the marker is unused and tsc fails.
import * as schemas from '../api/generated/zod/system-management/system-management.zod';
import { type CustomerTagRecord, db } from './db';
import { fail, ok, readJson, str } from './respond';
import { parseBody, resourceHandlers } from './stateful/resource';
import { http, zdProxyHttp } from './typed-http';

const version = { id: 1, name: 'V1' };
const tagDto = (row: CustomerTagRecord) => ({
  ...row,
  accountCount: 0,
  carTeamCount: 0,
  updatedAt: row.createdAt,
});

export const checkedHandlers = [
  // A path the contract lacks.
  // @ts-expect-error '/api/device/versions' is no contract path
  http.get('/api/device/versions', () => ok([version])),

  // A method the path does not have: listDevices is a GET.
  // @ts-expect-error no POST /api/device/list
  http.post('/api/device/list', () => ok(true)),

  // A call of the /zd-proxy server declared at the site root, and the other way round.
  // @ts-expect-error dataset tasks live under /zd-proxy
  http.get('/api/dataset_task/list', () => ok(true)),
  // @ts-expect-error devices do not
  zdProxyHttp.get('/api/device/list', () => ok(true)),

  // A query field the call does not have (the contract names it deviceId).
  http.get('/api/device/portConfig', ({ query }) => {
    // @ts-expect-error no query field device_id
    const id = query.get('device_id');
    return id ? fail({ code: 1404, msg: id }) : fail({ code: 1400, msg: '' });
  }),

  // Body fields the call's body does not have, read three ways.
  http.post('/api/account/resetPassword', async ({ request }) => {
    const body = await request.json();
    // @ts-expect-error the body has newPassword, not password
    return fail({ code: 1400, msg: body.password });
  }),
  http.post('/api/user/changePasswd', async ({ request }) => {
    const body = await readJson(request);
    // @ts-expect-error the body has oldPassword and newPassword only
    return fail({ code: 1400, msg: str(body, 'password') });
  }),
  http.post('/api/account/save', async ({ request }) => {
    // @ts-expect-error a role's body schema does not parse an account's body
    const body = await parseBody(request, schemas.SaveRoleBody);
    return fail({ code: 1400, msg: JSON.stringify(body) });
  }),

  // Answers of the wrong shape: data of another type, no data, a bare body.
  // @ts-expect-error version ids are numbers
  http.get('/api/device/softwareVersions', () => ok([{ id: '1', name: 'V1' }])),
  // @ts-expect-error a success envelope with null data does not pass for a failure
  http.get('/api/device/hardwareVersions', () => ok(null)),
  // @ts-expect-error the list of versions answers in an envelope
  http.get('/api/role/options', () => ok({ list: [version] })),
];

// The generic CRUD factory: every derived call and answer is checked against the contract.
export const checkedResources = [
  resourceHandlers({
    // @ts-expect-error no contract call /api/gadget/list
    base: '/api/gadget',
    label: '',
    table: () => db.customerTags,
    toDto: tagDto,
  }),
  resourceHandlers({
    base: '/api/customerTag',
    label: '',
    table: () => db.customerTags,
    // @ts-expect-error a customer tag row has more fields than id and name
    toDto: () => version,
  }),
  resourceHandlers({
    base: '/api/operationLog',
    label: '',
    table: () => db.operationLogs,
    toDto: (row) => row,
    // @ts-expect-error the list call has no query field user
    filters: { user: 'username' },
  }),
  resourceHandlers({
    base: '/api/operationLog',
    label: '',
    table: () => db.operationLogs,
    toDto: (row) => row,
    // @ts-expect-error the contract has no call to delete operation log entries
    remove: { after: () => undefined },
  }),
  resourceHandlers({
    base: '/api/customerTag',
    label: '',
    table: () => db.customerTags,
    toDto: tagDto,
    save: {
      // @ts-expect-error the schema of publishing an announcement yields no tag name
      schema: schemas.PublishAnnouncementBody,
      answer: 'id',
      create: () => ({ name: '', description: '', createdAt: '' }),
    },
  }),
];
