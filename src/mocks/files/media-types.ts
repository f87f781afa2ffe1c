/**
 * Success media type of every contract call that does not answer JSON, as in its 200 response
 * (files.test.ts checks this table against the bundled contract, so it cannot drift).
 */
export const nonJsonMediaTypes: Readonly<Record<string, string>> = {
  downloadFirmware: 'application/octet-stream',
  downloadJobFile: 'application/octet-stream',
  downloadJobZip: 'application/zip',
  exportMarkerRuleRecordsCsv: 'text/csv',
  exportTestChecks: 'text/csv',
  genPicCaptcha: 'image/png',
};
