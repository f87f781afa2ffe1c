import { twMerge } from 'tailwind-merge';
import { setClassMerger } from './class-names';

// Imported for its effect by what renders after login (the signed-in shell) and by the lazily
// loaded parts of the login screen: from then on cn() resolves conflicting Tailwind utilities.
setClassMerger(twMerge);
