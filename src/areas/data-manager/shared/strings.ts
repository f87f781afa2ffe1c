export const portStrings = {
  /** The option of a bus type alone, which matches every port of that type. */
  wholeBus: (bus: string) => `${bus}（全部端口）`,
} as const;
