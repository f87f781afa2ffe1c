export const testProjectManagementStrings = {
  notBuilt: '此页面尚未完成',
  testProject: '试验项目将用于新建、查询与维护试验项目及其状态，目前还不能使用。',
} as const;
