/** The area's screens: one lazily loaded chunk. */
export { DatabaseScreen } from './database/database-screen';
