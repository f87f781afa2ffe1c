import type { Option } from '@/components/ui/multi-select';
import { BUS_CAPACITY } from '@/lib/bus-ports';
import { busTypeOfLabel, PORT_PREFIX } from '@/lib/port-names';

import { portStrings as s } from './strings';

/**
 * The choices of a port filter: for each bus type of the server's port_type enumeration (in its
 * id order), the bus type alone (matching all its ports), then its ports by index up to the bus
 * type's capacity (CAN1 … CAN16, LIN1 …, FlexRay1, FlexRay2, ETH1 …). Ports an answer lists that
 * are not among them (a bus type the console does not know) come last, as named.
 */
export function portOptions(
  busTypes: Readonly<Record<string, string>>,
  listed: readonly string[] = [],
): Option<string>[] {
  const options: Option<string>[] = [];
  const entries = Object.entries(busTypes).sort(([a], [b]) => Number(a) - Number(b));
  for (const [, label] of entries) {
    const bus = busTypeOfLabel(label);
    const prefix = bus ? PORT_PREFIX[bus] : label.trim();
    if (!prefix || options.some((option) => option.value === prefix)) continue;
    options.push({ value: prefix, label: s.wholeBus(label.trim()) });
    const capacity = bus ? BUS_CAPACITY[bus] : 0;
    for (let index = 1; index <= capacity; index += 1) {
      options.push({ value: `${prefix}${index}`, label: `${prefix}${index}` });
    }
  }
  const known = new Set(options.map((option) => option.value));
  const extra = [...new Set(listed)].filter((port) => port && !known.has(port)).sort();
  return [...options, ...extra.map((port) => ({ value: port, label: port }))];
}
