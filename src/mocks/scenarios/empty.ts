import { type Json, mapJson, transformScenario } from './transform';

/** Every list in every answer is empty and every page reports total 0. */
export const emptyAnswer = (body: Json): Json =>
  mapJson(body, (node, key) => {
    if (Array.isArray(node)) return [];
    if (key === 'total' && typeof node === 'number') return 0;
    return node;
  });

// The session area stays as it is: an account without roles or authority codes would hide every
// screen whose empty state the scenario is meant to show.
export const emptyScenario = [transformScenario({ success: emptyAnswer, skipTags: ['session'] })];
