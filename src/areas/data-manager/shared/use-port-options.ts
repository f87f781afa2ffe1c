import { useMemo } from 'react';

import type { Option } from '@/components/ui/multi-select';
import { useEnumLabels } from '@/lib/use-enum-labels';

import { portOptions } from './port-options';

const NONE: Readonly<Record<string, string>> = {};

/**
 * The port filter's choices of every data screen: the bus types of the server's port_type
 * enumeration with their ports, and whatever ports `listed` names (an answer's, the URL's).
 * Undefined while the enumeration loads and nothing is listed.
 */
export function usePortOptions(listed: readonly string[] = []): Option<string>[] | undefined {
  const busTypes = useEnumLabels('port_type', NONE);
  const key = listed.join('\n');
  return useMemo(() => {
    const ports = key ? key.split('\n') : [];
    if (busTypes === NONE && ports.length === 0) return undefined;
    return portOptions(busTypes, ports);
  }, [busTypes, key]);
}
