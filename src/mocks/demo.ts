/**
 * The mock's demo data, for designers, developers and tests.
 *
 * - Log in as `admin` / `Vdaq@2026` (系统管理员, every authority code), or as `guest` / `Vdaq@2026`
 *   (访客, view codes only) to see what gating hides and what the mock refuses.
 * - The captcha picture shows its code (4 characters, case-insensitive). The code `8888` is
 *   always accepted as well, so scripted tests need not read the picture.
 * - Any non-empty bearer token is accepted. A token issued by the mock's own login stands for the
 *   account that logged in; any other token stands for the demo administrator. A call that needs a
 *   token and has none answers code 1021 登录已失效，请重新登录.
 * - A call whose contract operation names an `x-authority` the account's roles lack answers HTTP
 *   403 with code 1403 无权限 and changes nothing. Seeded roles: 系统管理员 every code; 试验工程师
 *   devices, test projects, monitoring and data; 数据分析员 the data-computing platform and data;
 *   访客 the screens' view codes only.
 * - resetPasswd answers with the account's masked contact and leaves the password unchanged, so the
 *   demo account keeps working; changePasswd really changes it until the page is reloaded.
 * - The data is generated from a fixed seed: every reload starts from the same store. The store
 *   holds four fleets (上海试验一队 …) with fourteen cars of six models (智己 L7 …), their devices,
 *   testers and ECUs, test projects, firmware, upgrade and download jobs, backups, accounts, roles,
 *   customer tags and announcements. Writes through the screens (new, edit, delete, publish …)
 *   change it and stay until the page is reloaded; jobs move on each time they are read.
 * - CSV exports, firmware and download files answer with their real media types and file names.
 * - Original and data files (数据管理) are dated relative to today: two months of a dozen cars. The
 *   by-date list with the plate filter `BENCH-<n>` (n ≤ 50,000) answers one day of n synthetic files
 *   (`npm run bench:files`); slices refused with a list code are listed in `sliceErrors`.
 */
export const demoAccount = { username: 'admin', password: 'Vdaq@2026' } as const;
export const guestAccount = { username: 'guest', password: 'Vdaq@2026' } as const;

/** Captcha code accepted for any captcha key. */
export const demoCaptchaCode = '8888';

export const MOCK_SEED = 20261120;
/** Reference "now" of generated dates, so the store does not depend on the clock. */
export const MOCK_REF_DATE = '2026-11-20T08:30:00+08:00';

/** Business codes the mock answers with (HTTP 200, code ≠ 0). */
export const mockErrors = {
  sessionInvalid: { code: 1021, msg: '登录已失效，请重新登录' },
  badCredentials: { code: 1001, msg: '用户名或密码错误' },
  badCaptcha: { code: 1002, msg: '验证码错误' },
  captchaExpired: { code: 1003, msg: '验证码已过期，请刷新验证码' },
  unknownUser: { code: 1004, msg: '用户不存在' },
  accountDisabled: { code: 1005, msg: '账号已停用，请联系管理员' },
  wrongOldPassword: { code: 1006, msg: '旧密码不正确' },
  samePassword: { code: 1007, msg: '新密码不能与旧密码相同' },
  weakPassword: {
    code: 1008,
    msg: '新密码须为 8 至 32 位，且包含大写字母、小写字母、数字与符号中的至少三类',
  },
  badRequest: { code: 1400, msg: '请求参数有误' },
  /** Answered with HTTP 403 when the account's roles lack the call's x-authority. */
  forbidden: { code: 1403, msg: '无权限' },
  notFound: { code: 1404, msg: '数据不存在' },
  duplicate: { code: 1409, msg: '名称已存在，请更换' },
  vinTaken: { code: 1410, msg: 'VIN 已被其他车辆使用' },
  serialTaken: { code: 1411, msg: '设备序列号已存在' },
  usernameTaken: { code: 1412, msg: '用户名已存在' },
  builtInRole: { code: 1413, msg: '内置角色不能删除' },
  wrongState: { code: 1414, msg: '当前状态不允许此操作' },
  versionTaken: { code: 1416, msg: '同一型号、同一升级对象下版本不可重复' },
  inUse: { code: 1415, msg: '仍有数据引用该记录，无法删除' },
  unknownVin: { code: 1417, msg: '没有该 VIN 的车辆' },
} as const;

/**
 * 数据切片 refusals: the slice call answers these with a list code, which the console shows with
 * its msg. A window over 24 hours; chosen files of another car (or already removed); a window in
 * which the car (its chosen files or ports) has no parsed data, e.g. a rest day or a port's gap.
 */
export const sliceErrors = {
  windowTooLong: { code: [1, 3], msg: '切片时间窗不能超过 24 小时' },
  notThisCar: { code: [1, 5], msg: '所选文件不属于该车辆或已被删除' },
  noData: { code: [1, 4], msg: '所选时间窗内没有可切片的数据' },
} as const;
