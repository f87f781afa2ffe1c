export const databaseManagementStrings = {
  notBuilt: '此页面尚未完成',
  database: '数据库将用于查看与维护数据库记录，目前还不能使用。',
} as const;
