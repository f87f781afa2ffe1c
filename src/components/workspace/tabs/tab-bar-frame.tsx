import type { ReactNode } from 'react';

import { cn } from '@/lib/class-names';

/** The bar's band under the header; its row is as tall as a tab, so the bar's arrival moves nothing. */
export const tabBarBand = 'border-b border-border-muted bg-surface';
export const tabRow = 'flex gap-1 px-2 pt-1.5 lg:px-4';

/** The band the tab bar takes, kept while its code loads, or with the load's failure in it. */
export function TabBarFrame({ children }: { children?: ReactNode }) {
  return (
    <div className={tabBarBand}>
      <div className={cn(tabRow, 'items-center')}>
        {/* As tall as a tab. */}
        <span aria-hidden="true" className="h-8" />
        {children}
      </div>
    </div>
  );
}
