import { type Json, mapJson, transformScenario } from './transform';

/** Markup that must show up as text, never run or render. */
export const hostilePayload = ' <img src=x onerror=alert(1)><script>alert(1)</script>"\'&';

/** Every string of the answer (labels, names, messages ...) carries the payload after its value. */
export const hostileAnswer = (body: Json): Json =>
  mapJson(body, (node) => (typeof node === 'string' ? `${node}${hostilePayload}` : node));

export const hostileScenario = [
  transformScenario({ success: hostileAnswer, failure: hostileAnswer }),
];
