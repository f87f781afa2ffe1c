/** The area's screens: one lazily loaded chunk. */
export { TestProjectScreen } from './testproject/test-project-screen';
