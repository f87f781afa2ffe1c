import { DataContext } from '@visx/xychart';
import { type ContextType, type ReactNode, startTransition, useContext, useMemo } from 'react';

type ChartData = ContextType<typeof DataContext>;

/**
 * The chart's data context with its two updaters made low priority. @visx/xychart draws in two
 * passes: the series register their data from an effect, which re-renders the whole chart, as does
 * the chart setting its size. Made from an effect, those updates would render the chart in one
 * unbroken task; inside a transition, React renders it in slices the page can answer input between.
 */
export function LowPriorityChartData({ children }: { children: ReactNode }) {
  const data = useContext(DataContext);
  const { dataRegistry, setDimensions } = data;
  // Kept stable as long as the registry is: the series re-register whenever it changes.
  const registry = useMemo(
    () =>
      dataRegistry && {
        ...dataRegistry,
        registerData: (...args: Parameters<typeof dataRegistry.registerData>) =>
          startTransition(() => dataRegistry.registerData(...args)),
        unregisterData: (...args: Parameters<typeof dataRegistry.unregisterData>) =>
          startTransition(() => dataRegistry.unregisterData(...args)),
      },
    [dataRegistry],
  );
  const resize = useMemo(
    () =>
      setDimensions &&
      ((...args: Parameters<typeof setDimensions>) =>
        startTransition(() => setDimensions(...args))),
    [setDimensions],
  );
  const value = useMemo(
    (): ChartData =>
      registry
        ? {
            ...data,
            dataRegistry: registry,
            registerData: registry.registerData,
            unregisterData: registry.unregisterData,
            setDimensions: resize,
          }
        : data,
    [data, registry, resize],
  );
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}
