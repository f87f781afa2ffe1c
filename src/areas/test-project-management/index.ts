/** The area's screens: one lazily loaded chunk. */
export { TestProjectScreen } from './test-project/test-project-screen';
