export const systemManagementStrings = {
  notBuilt: '此页面尚未完成',
  accountManagement: '账号管理将用于新增、编辑、停用与删除用户账号，目前还不能使用。',
  roleManagement: '角色管理将用于维护角色及其权限码，目前还不能使用。',
  operationLog: '操作日志将按时间与用户查询系统操作记录，目前还不能使用。',
  customerTags: '客户标签将用于维护客户标签及其可见范围，目前还不能使用。',
  announcements: '公告管理将用于发布、编辑与删除系统公告，目前还不能使用。',
} as const;
