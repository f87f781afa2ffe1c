/** The area's screens: one lazily loaded chunk. */
export { TestProjectPage } from './pages/test-project-page';
