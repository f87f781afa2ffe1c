import { sessionHandlers } from './session';

/** Handlers that read and write the in-memory store; each area adds its list here. */
export const statefulHandlers = [...sessionHandlers];
