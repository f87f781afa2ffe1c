/** Words of the authority gates. */
export const authStrings = {
  denied: '无权限：您的账号没有此操作的权限，请联系管理员分配。',
} as const;
