import { extendTailwindMerge } from 'tailwind-merge';

import { setClassMerger } from './class-names';

// Imported for its effect by what renders after login (the signed-in shell) and by the lazily
// loaded parts of the login screen: from then on cn() resolves conflicting Tailwind utilities.
// The look's own measures (src/styles/index.css) count as spacing, so a caller's h-8 replaces a
// component's h-control; its colour names are taken as colours without being listed.
setClassMerger(
  extendTailwindMerge({
    extend: { theme: { spacing: ['control', 'control-sm', 'field', 'row'] } },
  }),
);
