import { createContext, useContext, useEffect } from 'react';

import type { FieldDescription } from './error-map';

type Describe = (name: string, field: FieldDescription) => () => void;

/** How a field helper tells its form its label, for the messages that name it. */
export const DescribeContext = createContext<Describe | null>(null);

/** Gives the form the field's label and kind while the field is shown. */
export function useDescribeField(name: string, field: FieldDescription) {
  const describe = useContext(DescribeContext);
  const { label, kind } = field;
  useEffect(() => describe?.(name, { label, kind }), [describe, name, label, kind]);
}
