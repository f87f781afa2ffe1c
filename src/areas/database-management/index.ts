/** The area's screens: one lazily loaded chunk. */
export { DatabasePage } from './pages/database-page';
