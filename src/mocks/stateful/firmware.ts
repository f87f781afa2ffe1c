import type { Firmware } from '../../api/generated/model';
import { UploadFirmwareBody } from '../../api/generated/zod/firmware-library/firmware-library.zod';
import { requestUser } from '../auth';
import { db, type FirmwareRecord } from '../db';
import { mockErrors } from '../demo';
import { fail, ok } from '../respond';
import { http } from '../typed-http';
import { logOperation } from './log';
import { now, resourceHandlers } from './resource';

const toFirmware = (row: FirmwareRecord): Firmware => row;

const fieldsOf = UploadFirmwareBody.omit({ file: true });

/** Stand-in digest: stable for the same name and size (the mock does not hash the upload). */
const digest = (text: string): string => {
  let hash = 0x811c9dc5;
  return Array.from({ length: 32 }, (_, index) => {
    hash = Math.imul(hash ^ text.charCodeAt(index % text.length), 16777619) >>> 0;
    return (hash & 15).toString(16);
  }).join('');
};

const crud = resourceHandlers({
  base: '/api/firmware',
  label: '固件',
  table: () => db.firmware,
  toDto: toFirmware,
  nameOf: (row) => `${row.name} ${row.version}`,
  keyword: (row) => [row.name, row.version, row.fileName],
  filters: { model_number: 'model_number', upgrade_obj: 'upgrade_obj' },
  remove: {
    check: (ids) =>
      db.upgradeJobs.filter((job) => ids.includes(job.firmwareId) && !job.cancelled).length > 0
        ? mockErrors.inUse
        : undefined,
  },
});

const readUpload = async (request: Request) => {
  try {
    const form = await request.formData();
    const file = form.get('file');
    const numberOf = (name: string) => (form.has(name) ? Number(form.get(name)) : undefined);
    const fields = fieldsOf.safeParse({
      name: form.get('name') ?? undefined,
      version: form.get('version') ?? undefined,
      model_number: numberOf('model_number'),
      upgrade_obj: numberOf('upgrade_obj'),
      description: form.get('description') ?? undefined,
    });
    // A Blob from any realm (browser, undici, jsdom) counts as the file.
    const isFile = typeof file === 'object' && file !== null && 'size' in file;
    return fields.success && isFile ? { ...fields.data, file } : undefined;
  } catch {
    return undefined;
  }
};

export const firmwareHandlers = [
  ...crud,
  http.post('/api/firmware/upload', async ({ request }) => {
    const upload = await readUpload(request);
    if (!upload) return fail(mockErrors.badRequest);
    const { file, description, ...fields } = upload;
    const taken = db.firmware.findBy(
      (f) =>
        f.model_number === fields.model_number &&
        f.upgrade_obj === fields.upgrade_obj &&
        f.version === fields.version,
    );
    if (taken) return fail(mockErrors.versionTaken);
    const user = requestUser(request);
    const fileName =
      'name' in file && typeof file.name === 'string' && file.name
        ? file.name
        : `${fields.name}.bin`;
    const row = db.firmware.insert({
      ...fields,
      description: description ?? null,
      fileName,
      fileSize: file.size,
      md5: digest(`${fileName}:${file.size}`),
      uploadedBy: user?.realName ?? '张伟',
      createdAt: now(),
    });
    logOperation(user?.username ?? 'admin', 'upload', `固件 ${row.name} ${row.version}`);
    return ok(toFirmware(row));
  }),
];
